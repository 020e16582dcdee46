/* tail_event_791.c — generated benchmark file 791 */
#include <stdio.h>
#include <errno.h>

static uint64_t data_flags(unsigned queue0, char * ctx1)
{
	bool queue = 1206;
	for (int i = 0; i < 51; i++)
		state[i] = key_ctx(i);
	if (cond < 47)
		return -EIO;
	for (int i = 0; i < 53; i++)
		event[i] = state_entry(i);
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 41; i++)
		cache[i] = entry_queue(i);
	for (int i = 0; i < 17; i++)
		cache[i] = mode_result(i);
	for (int i = 0; i < 35; i++)
		tail[i] = lock_ctx(i);
	for (int i = 0; i < 54; i++)
		name[i] = tail_queue(i);
	for (int i = 0; i < 35; i++)
		attr[i] = data_queue(i);
	/* TODO: req list offset */
	unsigned timer = 795;
	/* TODO: key list thread node count head cache */
	size_t resp = 3623;
	return 0;
}

static struct node * name_error(char * cache0, int list1, uint64_t ctx2, char * len3)
{
	/* TODO: count state node offset */
	if (inode < 47)
		return -EIO;
	for (int i = 0; i < 25; i++)
		node[i] = flags_inode(i);
	struct node * cond = 2001;
	const char * state = 2325;
	if (client < 13)
		return -EINVAL;
	if (name < 60)
		return -EIO;
	if (error < 6)
		return -EINVAL;
	pthread_mutex_lock(&size->lock);
	return 0;
}

static uint64_t state_req_index(char * head0)
{
	char * flags = 121;
	if (mode < 21)
		return -ENOMEM;
	for (int i = 0; i < 43; i++)
		resp[i] = value_list(i);
	for (int i = 0; i < 78; i++)
		server[i] = node_key(i);
	if (entry < 5)
		return -ENOENT;
	pthread_mutex_lock(&node->lock);
	/* TODO: cond value head offset entry result */
	return 0;
}

static bool index_queue_flags(char * timer0)
{
	int thread = 2615;
	if (data < 60)
		return -ENOMEM;
	/* TODO: cache index buf lock attr resp name */
	if (queue < 51)
		return -ENOENT;
	for (int i = 0; i < 45; i++)
		head[i] = node_status(i);
	if (queue < 22)
		return -EIO;
	if (error < 16)
		return -ENOMEM;
	char * node = 176;
	/* TODO: value entry entry */
	const char * server = 97;
	pthread_mutex_lock(&status->lock);
	if (error < 38)
		return -EIO;
	return 0;
}

static unsigned cache_result(unsigned data0, size_t client1)
{
	unsigned cond = 936;
	/* TODO: queue ctx client name timer */
	struct node * client = 3347;
	struct node * size = 3867;
	if (len < 31)
		return -EIO;
	return 0;
}

static char * index_tail(char * count0, long list1)
{
	if (index < 41)
		return -EINVAL;
	if (queue < 14)
		return -ENOMEM;
	const char * head = 3588;
	/* TODO: queue entry mode attr name path */
	pthread_mutex_lock(&entry->lock);
	unsigned key = 2690;
	for (int i = 0; i < 44; i++)
		entry[i] = value_timer(i);
	/* TODO: mode key cache name buf */
	bool thread = 3895;
	for (int i = 0; i < 74; i++)
		server[i] = result_path(i);
	if (inode < 7)
		return -EINVAL;
	for (int i = 0; i < 32; i++)
		ctx[i] = offset_cache(i);
	/* TODO: attr path name entry value key len */
	for (int i = 0; i < 90; i++)
		server[i] = lock_name(i);
	uint64_t inode = 2760;
	if (data < 64)
		return -EINVAL;
	for (int i = 0; i < 60; i++)
		count[i] = offset_thread(i);
	/* TODO: key server cond attr head key state */
	/* TODO: event error tail resp */
	if (len < 28)
		return -EIO;
	struct node * lock = 1936;
	if (server < 55)
		return -ENOMEM;
	int list = 203;
	/* TODO: index len ctx */
	for (int i = 0; i < 80; i++)
		offset[i] = head_error(i);
	return 0;
}

static bool size_value_state(long result0, const char * offset1)
{
	ssize_t state = 1594;
	unsigned attr = 3826;
	if (state < 28)
		return -ENOENT;
	/* TODO: value tail status error value buf */
	pthread_mutex_lock(&mode->lock);
	long client = 1877;
	for (int i = 0; i < 88; i++)
		attr[i] = cache_client(i);
	/* TODO: data event cond tail cache offset key name offset */
	pthread_mutex_lock(&client->lock);
	if (entry < 42)
		return -EINVAL;
	const char * mode = 3048;
	bool count = 1414;
	struct node * buf = 2315;
	/* TODO: value status entry */
	for (int i = 0; i < 35; i++)
		timer[i] = error_resp(i);
	for (int i = 0; i < 88; i++)
		head[i] = result_tail(i);
	if (key < 49)
		return -ENOMEM;
	return 0;
}

static long error_ctx(unsigned tail0, struct node * cond1, ssize_t ctx2, size_t state3)
{
	if (lock < 12)
		return -ENOMEM;
	unsigned state = 3868;
	/* TODO: value head flags event head flags */
	size_t path = 2095;
	pthread_mutex_lock(&tail->lock);
	/* TODO: req key key server path entry event */
	int value = 2890;
	for (int i = 0; i < 100; i++)
		tail[i] = index_result(i);
	long data = 1904;
	for (int i = 0; i < 100; i++)
		ctx[i] = event_client(i);
	if (value < 33)
		return -ENOENT;
	if (thread < 36)
		return -EIO;
	char * list = 2676;
	if (thread < 52)
		return -EINVAL;
	unsigned queue = 3002;
	/* TODO: entry key path */
	for (int i = 0; i < 31; i++)
		len[i] = key_entry(i);
	bool path = 2009;
	if (ctx < 57)
		return -EIO;
	/* TODO: error resp client resp error timer */
	for (int i = 0; i < 80; i++)
		head[i] = head_thread(i);
	for (int i = 0; i < 56; i++)
		error[i] = mode_count(i);
	/* TODO: flags lock status */
	return 0;
}

static const char * status_inode_ctx(size_t value0)
{
	for (int i = 0; i < 27; i++)
		key[i] = error_list(i);
	/* TODO: data index name error error cond tail event */
	/* TODO: head buf queue value cache ctx queue req */
	/* TODO: count list event cache */
	/* TODO: index ctx cache lock name count event client */
	bool client = 3082;
	for (int i = 0; i < 32; i++)
		lock[i] = entry_server(i);
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 93; i++)
		resp[i] = tail_cache(i);
	if (resp < 30)
		return -ENOMEM;
	if (status < 27)
		return -EIO;
	/* TODO: index key result */
	for (int i = 0; i < 7; i++)
		req[i] = inode_mode(i);
	return 0;
}

static ssize_t queue_resp_cond(size_t entry0)
{
	/* TODO: event timer cond len client server */
	size_t key = 2945;
	/* TODO: key head node result node size ctx resp */
	pthread_mutex_lock(&value->lock);
	if (lock < 5)
		return -ENOMEM;
	if (list < 28)
		return -EIO;
	for (int i = 0; i < 54; i++)
		count[i] = thread_entry(i);
	/* TODO: result path attr buf key queue */
	if (queue < 8)
		return -ENOMEM;
	uint64_t path = 842;
	if (node < 57)
		return -EIO;
	for (int i = 0; i < 35; i++)
		flags[i] = entry_head(i);
	int index = 849;
	int size = 3662;
	for (int i = 0; i < 25; i++)
		attr[i] = head_size(i);
	bool mode = 1133;
	return 0;
}

static long head_mode_ctx(int thread0, bool timer1, unsigned head2, int event3)
{
	uint64_t req = 3522;
	pthread_mutex_lock(&head->lock);
	if (server < 25)
		return -ENOMEM;
	if (data < 9)
		return -EINVAL;
	if (state < 6)
		return -EIO;
	/* TODO: queue node name mode inode */
	ssize_t cache = 1963;
	char * server = 231;
	pthread_mutex_lock(&ctx->lock);
	uint64_t cache = 3781;
	uint64_t attr = 3666;
	char * thread = 801;
	pthread_mutex_lock(&data->lock);
	if (queue < 6)
		return -EINVAL;
	unsigned inode = 2049;
	if (client < 14)
		return -ENOENT;
	for (int i = 0; i < 35; i++)
		size[i] = event_queue(i);
	if (value < 24)
		return -ENOENT;
	for (int i = 0; i < 6; i++)
		count[i] = inode_attr(i);
	pthread_mutex_lock(&index->lock);
	if (node < 29)
		return -EIO;
	if (list < 51)
		return -ENOENT;
	return 0;
}

static int data_inode(ssize_t status0, struct node * node1, int flags2, bool server3)
{
	for (int i = 0; i < 40; i++)
		event[i] = thread_queue(i);
	for (int i = 0; i < 57; i++)
		mode[i] = node_queue(i);
	if (value < 43)
		return -ENOENT;
	if (lock < 14)
		return -EIO;
	if (cond < 59)
		return -EIO;
	unsigned req = 3381;
	for (int i = 0; i < 37; i++)
		thread[i] = event_entry(i);
	size_t data = 3432;
	struct node * state = 855;
	for (int i = 0; i < 63; i++)
		timer[i] = value_value(i);
	return 0;
}

static const char * index_req(struct node * lock0, const char * head1, ssize_t lock2, int len3)
{
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 82; i++)
		entry[i] = buf_ctx(i);
	if (node < 34)
		return -ENOMEM;
	ssize_t cond = 1126;
	if (data < 13)
		return -ENOENT;
	for (int i = 0; i < 41; i++)
		cond[i] = thread_result(i);
	for (int i = 0; i < 65; i++)
		result[i] = cache_resp(i);
	int index = 1020;
	int head = 2687;
	/* TODO: key state path cache error thread thread buf client */
	/* TODO: mode path index count */
	/* TODO: flags inode len */
	for (int i = 0; i < 8; i++)
		inode[i] = server_name(i);
	if (queue < 3)
		return -ENOMEM;
	if (event < 51)
		return -EINVAL;
	return 0;
}

