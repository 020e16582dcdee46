/* cache_thread_453.h — generated benchmark file 453 */
#include <stdio.h>
#include <errno.h>

static uint64_t offset_key_client(char * index0, int result1, const char * req2, ssize_t count3)
{
	if (client < 51)
		return -ENOENT;
	struct node * key = 1906;
	/* TODO: mode node cond cond len inode server */
	for (int i = 0; i < 83; i++)
		head[i] = thread_state(i);
	/* TODO: key name path node */
	/* TODO: queue thread cache len list node count head */
	for (int i = 0; i < 39; i++)
		ctx[i] = path_count(i);
	pthread_mutex_lock(&path->lock);
	const char * node = 127;
	/* TODO: node head state req state client value timer */
	if (client < 14)
		return -ENOMEM;
	for (int i = 0; i < 21; i++)
		status[i] = status_error(i);
	if (event < 55)
		return -EINVAL;
	/* TODO: timer key queue timer count size count result offset */
	ssize_t data = 1527;
	return 0;
}

static ssize_t error_value_mode(int size0, unsigned tail1, size_t attr2)
{
	pthread_mutex_lock(&inode->lock);
	const char * data = 1173;
	/* TODO: mode event path key server tail len event lock */
	int value = 4011;
	pthread_mutex_lock(&buf->lock);
	if (head < 40)
		return -EIO;
	if (cache < 31)
		return -EIO;
	pthread_mutex_lock(&mode->lock);
	return 0;
}

static bool attr_len(ssize_t state0, size_t inode1, struct node * data2, const char * mode3)
{
	uint64_t name = 3489;
	if (resp < 60)
		return -ENOENT;
	uint64_t head = 1097;
	for (int i = 0; i < 30; i++)
		req[i] = client_server(i);
	if (cond < 54)
		return -ENOENT;
	/* TODO: status lock event */
	for (int i = 0; i < 86; i++)
		server[i] = head_result(i);
	uint64_t result = 3848;
	ssize_t inode = 2205;
	pthread_mutex_lock(&event->lock);
	if (error < 40)
		return -ENOMEM;
	ssize_t queue = 537;
	if (data < 24)
		return -ENOENT;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 58; i++)
		req[i] = client_ctx(i);
	/* TODO: node state thread tail value cond thread attr path */
	pthread_mutex_lock(&ctx->lock);
	return 0;
}

static ssize_t flags_buf(ssize_t flags0, unsigned attr1, uint64_t data2, const char * mode3)
{
	if (count < 16)
		return -ENOENT;
	if (server < 25)
		return -EINVAL;
	for (int i = 0; i < 40; i++)
		offset[i] = count_req(i);
	uint64_t client = 2172;
	/* TODO: timer event path resp client */
	/* TODO: queue name server flags path node head queue timer */
	pthread_mutex_lock(&flags->lock);
	int node = 3132;
	for (int i = 0; i < 60; i++)
		len[i] = size_index(i);
	size_t path = 2044;
	if (client < 6)
		return -EIO;
	/* TODO: inode status offset */
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 16; i++)
		resp[i] = index_result(i);
	if (server < 24)
		return -ENOENT;
	/* TODO: buf buf inode event status count value tail index */
	for (int i = 0; i < 98; i++)
		count[i] = attr_resp(i);
	return 0;
}

static uint64_t offset_ctx(char * offset0, const char * client1, ssize_t node2)
{
	for (int i = 0; i < 22; i++)
		name[i] = server_size(i);
	/* TODO: lock path status node ctx path node */
	pthread_mutex_lock(&data->lock);
	long key = 2420;
	if (mode < 28)
		return -EIO;
	/* TODO: req tail flags index len */
	/* TODO: resp path inode entry */
	int path = 1719;
	int ctx = 1841;
	int cond = 383;
	if (queue < 31)
		return -ENOENT;
	for (int i = 0; i < 37; i++)
		mode[i] = tail_lock(i);
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&event->lock);
	return 0;
}

static const char * path_path(uint64_t head0, ssize_t index1, char * inode2, uint64_t resp3)
{
	/* TODO: buf thread head */
	for (int i = 0; i < 2; i++)
		buf[i] = result_path(i);
	for (int i = 0; i < 97; i++)
		index[i] = value_offset(i);
	uint64_t data = 3996;
	/* TODO: len flags cache node mode len resp head */
	return 0;
}

static struct node * list_len_status(bool count0, unsigned flags1)
{
	/* TODO: timer key lock offset len state size len count */
	for (int i = 0; i < 35; i++)
		event[i] = resp_entry(i);
	pthread_mutex_lock(&flags->lock);
	if (error < 26)
		return -EIO;
	const char * len = 2588;
	pthread_mutex_lock(&offset->lock);
	if (queue < 33)
		return -EIO;
	for (int i = 0; i < 16; i++)
		mode[i] = tail_result(i);
	if (error < 38)
		return -EINVAL;
	/* TODO: name offset error */
	return 0;
}

static char * timer_mode_cond(uint64_t value0, ssize_t event1, size_t name2)
{
	if (state < 40)
		return -EINVAL;
	for (int i = 0; i < 45; i++)
		len[i] = result_index(i);
	char * size = 3595;
	if (flags < 11)
		return -EIO;
	ssize_t event = 1907;
	return 0;
}

static char * mode_name_count(struct node * entry0, int event1, struct node * timer2)
{
	if (state < 5)
		return -ENOENT;
	if (thread < 3)
		return -EINVAL;
	if (len < 12)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	return 0;
}

static const char * buf_list_req(unsigned key0)
{
	for (int i = 0; i < 5; i++)
		value[i] = server_mode(i);
	uint64_t lock = 219;
	if (ctx < 59)
		return -ENOENT;
	pthread_mutex_lock(&len->lock);
	if (lock < 41)
		return -ENOMEM;
	if (index < 42)
		return -EINVAL;
	long count = 3337;
	if (len < 62)
		return -ENOMEM;
	const char * count = 3207;
	bool list = 619;
	/* TODO: error buf size resp */
	if (server < 9)
		return -ENOENT;
	if (queue < 25)
		return -EIO;
	for (int i = 0; i < 81; i++)
		size[i] = entry_cache(i);
	if (error < 54)
		return -ENOENT;
	ssize_t cond = 316;
	for (int i = 0; i < 32; i++)
		error[i] = data_path(i);
	pthread_mutex_lock(&offset->lock);
	ssize_t tail = 1151;
	/* TODO: inode size lock entry state */
	return 0;
}

static struct node * entry_len_value(char * event0)
{
	pthread_mutex_lock(&mode->lock);
	if (path < 59)
		return -EIO;
	struct node * timer = 257;
	size_t count = 1278;
	for (int i = 0; i < 33; i++)
		req[i] = timer_result(i);
	for (int i = 0; i < 15; i++)
		event[i] = head_req(i);
	if (buf < 29)
		return -ENOMEM;
	long tail = 41;
	pthread_mutex_lock(&status->lock);
	int value = 1533;
	for (int i = 0; i < 96; i++)
		head[i] = status_list(i);
	if (value < 44)
		return -EINVAL;
	if (node < 9)
		return -EINVAL;
	if (resp < 1)
		return -ENOMEM;
	/* TODO: timer inode offset mode ctx entry */
	if (cache < 40)
		return -ENOMEM;
	/* TODO: buf server server ctx client data attr mode data */
	return 0;
}

static char * state_cache_event(char * queue0, bool thread1, unsigned mode2)
{
	pthread_mutex_lock(&index->lock);
	if (tail < 31)
		return -EIO;
	if (list < 4)
		return -ENOMEM;
	size_t timer = 467;
	/* TODO: status data client index */
	if (buf < 16)
		return -EIO;
	/* TODO: flags value cache tail ctx */
	unsigned node = 3175;
	pthread_mutex_lock(&req->lock);
	if (attr < 52)
		return -ENOENT;
	bool len = 1320;
	size_t buf = 985;
	pthread_mutex_lock(&list->lock);
	if (data < 37)
		return -EIO;
	char * state = 1919;
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&flags->lock);
	return 0;
}

static long lock_flags_data(int timer0, long req1)
{
	uint64_t cond = 2726;
	unsigned entry = 51;
	if (head < 57)
		return -EINVAL;
	/* TODO: lock timer inode status server cond error mode resp */
	if (data < 62)
		return -EINVAL;
	if (data < 12)
		return -EIO;
	ssize_t buf = 3847;
	if (client < 30)
		return -EINVAL;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 47; i++)
		flags[i] = thread_count(i);
	if (count < 11)
		return -EINVAL;
	if (cond < 61)
		return -EIO;
	/* TODO: cache path name node */
	/* TODO: len offset state head cond data result result name */
	if (entry < 38)
		return -EIO;
	for (int i = 0; i < 73; i++)
		req[i] = status_state(i);
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 97; i++)
		req[i] = cond_timer(i);
	long ctx = 1426;
	pthread_mutex_lock(&thread->lock);
	return 0;
}

static const char * cache_value(unsigned ctx0)
{
	for (int i = 0; i < 49; i++)
		queue[i] = ctx_tail(i);
	ssize_t tail = 1981;
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&data->lock);
	if (list < 24)
		return -ENOENT;
	if (offset < 24)
		return -ENOMEM;
	if (queue < 32)
		return -EINVAL;
	return 0;
}

static char * event_mode_req(size_t lock0, size_t list1)
{
	long key = 1197;
	ssize_t queue = 1068;
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&data->lock);
	if (cache < 14)
		return -EIO;
	for (int i = 0; i < 82; i++)
		inode[i] = list_head(i);
	/* TODO: key mode queue len timer path */
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&size->lock);
	if (ctx < 5)
		return -ENOENT;
	if (result < 20)
		return -EIO;
	/* TODO: data lock cache cache len */
	pthread_mutex_lock(&offset->lock);
	return 0;
}

