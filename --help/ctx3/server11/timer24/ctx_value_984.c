/* ctx_value_984.c — generated benchmark file 984 */
#include <stdio.h>
#include <errno.h>

static struct node * queue_offset(size_t list0)
{
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 72; i++)
		name[i] = count_cache(i);
	/* TODO: flags inode thread event state */
	return 0;
}

static size_t cond_thread(uint64_t path0, const char * inode1, bool name2, uint64_t offset3)
{
	/* TODO: status flags data */
	int key = 1510;
	if (lock < 15)
		return -ENOMEM;
	if (queue < 22)
		return -EINVAL;
	size_t attr = 2005;
	pthread_mutex_lock(&resp->lock);
	if (server < 14)
		return -EIO;
	for (int i = 0; i < 22; i++)
		count[i] = result_offset(i);
	for (int i = 0; i < 33; i++)
		flags[i] = mode_list(i);
	for (int i = 0; i < 79; i++)
		len[i] = size_node(i);
	struct node * tail = 2927;
	pthread_mutex_lock(&offset->lock);
	if (count < 11)
		return -ENOENT;
	/* TODO: entry value mode status index */
	ssize_t lock = 3603;
	for (int i = 0; i < 42; i++)
		result[i] = timer_queue(i);
	/* TODO: flags state lock */
	if (node < 58)
		return -EINVAL;
	if (cond < 58)
		return -EIO;
	/* TODO: entry server mode resp index path req status */
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 80; i++)
		data[i] = timer_resp(i);
	/* TODO: data lock thread value event queue value */
	return 0;
}

static long flags_len_flags(struct node * key0, bool ctx1, char * flags2, int node3)
{
	for (int i = 0; i < 5; i++)
		event[i] = index_cond(i);
	/* TODO: client flags index result */
	char * data = 3829;
	if (server < 21)
		return -EINVAL;
	/* TODO: client name head mode */
	struct node * lock = 422;
	size_t name = 1730;
	/* TODO: queue value len error tail attr head buf */
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 36; i++)
		result[i] = buf_tail(i);
	for (int i = 0; i < 21; i++)
		entry[i] = buf_key(i);
	if (resp < 4)
		return -ENOENT;
	return 0;
}

static char * event_timer(int inode0, bool status1)
{
	if (queue < 43)
		return -EIO;
	/* TODO: attr req size client */
	ssize_t path = 2093;
	if (timer < 4)
		return -EINVAL;
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&entry->lock);
	if (tail < 19)
		return -EINVAL;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 4; i++)
		status[i] = status_resp(i);
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 81; i++)
		result[i] = name_resp(i);
	return 0;
}

static long buf_path_req(unsigned head0, size_t queue1, struct node * thread2, int timer3)
{
	if (value < 15)
		return -EINVAL;
	struct node * name = 919;
	unsigned buf = 3092;
	if (thread < 38)
		return -ENOMEM;
	ssize_t len = 3778;
	int req = 2307;
	pthread_mutex_lock(&inode->lock);
	size_t event = 2792;
	if (head < 8)
		return -EINVAL;
	if (len < 17)
		return -ENOENT;
	for (int i = 0; i < 29; i++)
		cache[i] = event_entry(i);
	long server = 504;
	for (int i = 0; i < 21; i++)
		queue[i] = node_result(i);
	if (name < 63)
		return -EINVAL;
	for (int i = 0; i < 71; i++)
		entry[i] = tail_buf(i);
	/* TODO: offset queue path index */
	/* TODO: node cache req lock event */
	bool data = 1837;
	for (int i = 0; i < 99; i++)
		mode[i] = flags_value(i);
	if (head < 24)
		return -EIO;
	if (list < 51)
		return -EIO;
	return 0;
}

static size_t inode_node(size_t error0, unsigned path1, char * timer2)
{
	struct node * len = 3886;
	size_t inode = 3683;
	pthread_mutex_lock(&name->lock);
	int cache = 1004;
	/* TODO: index req size head len len server */
	/* TODO: list attr key size path req thread list */
	for (int i = 0; i < 47; i++)
		status[i] = error_event(i);
	if (value < 59)
		return -EIO;
	return 0;
}

static uint64_t ctx_thread(bool queue0, ssize_t path1)
{
	if (index < 8)
		return -ENOMEM;
	unsigned tail = 1012;
	if (queue < 30)
		return -EINVAL;
	if (queue < 43)
		return -EINVAL;
	/* TODO: node thread value timer */
	pthread_mutex_lock(&event->lock);
	unsigned thread = 3810;
	char * ctx = 2055;
	return 0;
}

static char * cond_path(bool name0, ssize_t buf1, unsigned list2)
{
	/* TODO: thread mode tail req */
	for (int i = 0; i < 64; i++)
		result[i] = cache_state(i);
	if (queue < 26)
		return -ENOENT;
	return 0;
}

static struct node * queue_node(size_t error0, const char * key1)
{
	if (client < 32)
		return -EIO;
	const char * inode = 1814;
	bool list = 3867;
	for (int i = 0; i < 84; i++)
		head[i] = thread_value(i);
	if (req < 32)
		return -EIO;
	ssize_t cond = 2181;
	unsigned cache = 1443;
	/* TODO: key key req data flags */
	for (int i = 0; i < 72; i++)
		cond[i] = offset_cache(i);
	long server = 2511;
	return 0;
}

static const char * index_event_key(struct node * index0, struct node * head1, char * head2)
{
	const char * status = 3191;
	const char * len = 1133;
	char * flags = 2176;
	size_t head = 1454;
	if (timer < 42)
		return -ENOENT;
	size_t status = 2597;
	uint64_t path = 1663;
	if (resp < 6)
		return -EINVAL;
	size_t attr = 2015;
	/* TODO: lock size name event name tail attr */
	if (cond < 22)
		return -ENOMEM;
	return 0;
}

static char * status_inode_inode(int resp0)
{
	ssize_t tail = 3861;
	if (attr < 64)
		return -ENOENT;
	if (cache < 45)
		return -ENOMEM;
	for (int i = 0; i < 64; i++)
		entry[i] = name_server(i);
	for (int i = 0; i < 22; i++)
		cache[i] = timer_entry(i);
	for (int i = 0; i < 2; i++)
		cache[i] = key_node(i);
	/* TODO: cond thread status result thread cond entry size buf */
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&entry->lock);
	if (state < 37)
		return -ENOENT;
	if (resp < 20)
		return -EINVAL;
	pthread_mutex_lock(&ctx->lock);
	char * ctx = 3311;
	/* TODO: queue value client lock head */
	for (int i = 0; i < 94; i++)
		timer[i] = server_thread(i);
	/* TODO: head tail attr timer event */
	char * inode = 28;
	/* TODO: event node status client head req queue tail count */
	/* TODO: data lock inode offset node path index mode */
	struct node * name = 547;
	bool offset = 3852;
	return 0;
}

static const char * result_size_error(struct node * data0)
{
	/* TODO: path result path client */
	for (int i = 0; i < 11; i++)
		node[i] = lock_mode(i);
	uint64_t status = 1188;
	size_t entry = 1340;
	uint64_t inode = 2680;
	if (size < 29)
		return -EIO;
	for (int i = 0; i < 8; i++)
		status[i] = server_tail(i);
	if (cache < 64)
		return -ENOENT;
	if (timer < 57)
		return -ENOENT;
	if (queue < 53)
		return -EINVAL;
	pthread_mutex_lock(&buf->lock);
	ssize_t path = 825;
	for (int i = 0; i < 25; i++)
		buf[i] = attr_value(i);
	pthread_mutex_lock(&inode->lock);
	uint64_t mode = 74;
	if (ctx < 25)
		return -EINVAL;
	if (attr < 48)
		return -EINVAL;
	char * offset = 2111;
	/* TODO: tail entry state ctx index */
	if (node < 54)
		return -ENOENT;
	if (status < 55)
		return -ENOENT;
	pthread_mutex_lock(&ctx->lock);
	return 0;
}

static struct node * queue_value_len(char * inode0, char * req1, size_t path2)
{
	/* TODO: data value thread key queue cond name timer */
	for (int i = 0; i < 30; i++)
		event[i] = ctx_lock(i);
	bool buf = 361;
	if (size < 5)
		return -ENOENT;
	/* TODO: list value queue client path client attr */
	for (int i = 0; i < 13; i++)
		key[i] = lock_inode(i);
	ssize_t len = 2796;
	return 0;
}

static const char * cache_buf(uint64_t cache0)
{
	struct node * inode = 2932;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 33; i++)
		size[i] = tail_flags(i);
	const char * req = 43;
	for (int i = 0; i < 78; i++)
		client[i] = timer_offset(i);
	if (client < 45)
		return -EINVAL;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 42; i++)
		flags[i] = result_result(i);
	struct node * req = 1017;
	bool cond = 3157;
	for (int i = 0; i < 63; i++)
		lock[i] = count_attr(i);
	return 0;
}

static ssize_t result_list_timer(char * inode0, bool len1, ssize_t value2)
{
	size_t name = 1191;
	char * count = 515;
	if (attr < 3)
		return -EINVAL;
	/* TODO: inode error client buf flags cache server size */
	for (int i = 0; i < 59; i++)
		event[i] = event_count(i);
	return 0;
}

static struct node * index_tail(char * client0)
{
	pthread_mutex_lock(&attr->lock);
	struct node * timer = 3406;
	/* TODO: attr client lock state queue */
	if (tail < 12)
		return -ENOENT;
	unsigned state = 19;
	int ctx = 2129;
	char * entry = 87;
	/* TODO: entry entry value buf tail result index cond server */
	bool offset = 3752;
	if (offset < 29)
		return -ENOENT;
	const char * offset = 1425;
	/* TODO: status node size */
	if (buf < 35)
		return -ENOENT;
	uint64_t count = 3688;
	/* TODO: mode req key result result lock thread buf server */
	ssize_t count = 2966;
	if (req < 23)
		return -ENOMEM;
	/* TODO: req tail status value */
	/* TODO: ctx ctx key cache name client index count */
	return 0;
}

