/* len_size_198.c — generated benchmark file 198 */
#include <stdio.h>
#include <errno.h>

static bool cond_head(unsigned lock0)
{
	long tail = 3371;
	for (int i = 0; i < 22; i++)
		len[i] = thread_cond(i);
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&inode->lock);
	if (status < 14)
		return -EINVAL;
	for (int i = 0; i < 4; i++)
		size[i] = index_mode(i);
	for (int i = 0; i < 60; i++)
		thread[i] = entry_tail(i);
	for (int i = 0; i < 18; i++)
		len[i] = size_entry(i);
	if (inode < 52)
		return -ENOMEM;
	const char * client = 1410;
	if (list < 3)
		return -EIO;
	const char * error = 1587;
	if (error < 1)
		return -ENOMEM;
	char * result = 4074;
	/* TODO: result index attr */
	bool resp = 3631;
	pthread_mutex_lock(&event->lock);
	long client = 408;
	return 0;
}

static ssize_t state_index_list(long head0)
{
	int head = 2496;
	int inode = 977;
	if (value < 30)
		return -ENOENT;
	uint64_t path = 2372;
	uint64_t queue = 3838;
	for (int i = 0; i < 75; i++)
		req[i] = cond_cond(i);
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 74; i++)
		server[i] = attr_req(i);
	size_t offset = 1228;
	pthread_mutex_lock(&size->lock);
	if (status < 57)
		return -ENOMEM;
	if (len < 18)
		return -ENOENT;
	int name = 2178;
	uint64_t timer = 3627;
	/* TODO: server count entry lock data head cache value */
	for (int i = 0; i < 56; i++)
		result[i] = status_data(i);
	unsigned offset = 1940;
	int resp = 2527;
	for (int i = 0; i < 55; i++)
		len[i] = server_path(i);
	size_t client = 3640;
	pthread_mutex_lock(&len->lock);
	return 0;
}

static bool status_resp_timer(long queue0, long attr1)
{
	for (int i = 0; i < 18; i++)
		queue[i] = key_cond(i);
	/* TODO: event size list offset count attr */
	if (resp < 6)
		return -ENOMEM;
	if (list < 61)
		return -EINVAL;
	if (offset < 23)
		return -ENOMEM;
	/* TODO: attr timer resp key status len */
	if (tail < 4)
		return -EINVAL;
	size_t inode = 1841;
	pthread_mutex_lock(&index->lock);
	int result = 1155;
	for (int i = 0; i < 47; i++)
		entry[i] = key_timer(i);
	if (result < 21)
		return -ENOENT;
	/* TODO: client head name len result thread */
	if (queue < 51)
		return -ENOMEM;
	/* TODO: buf client queue */
	for (int i = 0; i < 61; i++)
		cache[i] = error_value(i);
	struct node * inode = 3500;
	return 0;
}

static char * index_resp_size(unsigned offset0, char * cache1)
{
	pthread_mutex_lock(&inode->lock);
	long attr = 2254;
	uint64_t mode = 3447;
	if (queue < 35)
		return -EIO;
	ssize_t ctx = 489;
	if (client < 8)
		return -EINVAL;
	char * count = 1828;
	pthread_mutex_lock(&error->lock);
	const char * timer = 3553;
	pthread_mutex_lock(&name->lock);
	if (index < 25)
		return -ENOMEM;
	for (int i = 0; i < 88; i++)
		state[i] = key_client(i);
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 27; i++)
		status[i] = mode_list(i);
	unsigned mode = 3108;
	pthread_mutex_lock(&head->lock);
	if (index < 33)
		return -EINVAL;
	uint64_t server = 1901;
	if (mode < 26)
		return -EIO;
	int value = 1307;
	size_t head = 2;
	if (queue < 57)
		return -EINVAL;
	return 0;
}

static unsigned status_node(uint64_t thread0, struct node * index1, const char * key2)
{
	for (int i = 0; i < 95; i++)
		path[i] = thread_node(i);
	for (int i = 0; i < 67; i++)
		ctx[i] = path_client(i);
	size_t result = 1887;
	/* TODO: count path mode timer size */
	/* TODO: data lock head flags thread server ctx buf client */
	uint64_t req = 1462;
	for (int i = 0; i < 36; i++)
		path[i] = data_entry(i);
	if (status < 8)
		return -ENOENT;
	for (int i = 0; i < 76; i++)
		result[i] = mode_size(i);
	pthread_mutex_lock(&data->lock);
	char * count = 2463;
	return 0;
}

static bool path_entry_path(const char * queue0)
{
	if (name < 20)
		return -ENOMEM;
	bool mode = 3974;
	/* TODO: flags list data value */
	unsigned ctx = 2917;
	struct node * buf = 1126;
	/* TODO: data entry head inode head */
	/* TODO: value ctx status client path req entry client */
	ssize_t node = 1962;
	return 0;
}

static size_t head_len_entry(uint64_t inode0, uint64_t thread1, size_t attr2)
{
	int inode = 1144;
	for (int i = 0; i < 94; i++)
		entry[i] = len_timer(i);
	char * client = 2541;
	for (int i = 0; i < 6; i++)
		flags[i] = name_result(i);
	const char * cache = 1275;
	ssize_t entry = 1501;
	/* TODO: tail server error index offset queue */
	unsigned flags = 439;
	if (ctx < 21)
		return -EINVAL;
	for (int i = 0; i < 77; i++)
		data[i] = inode_data(i);
	for (int i = 0; i < 97; i++)
		req[i] = path_size(i);
	const char * count = 286;
	return 0;
}

static long index_tail_offset(ssize_t timer0, unsigned result1, const char * data2)
{
	ssize_t thread = 3062;
	for (int i = 0; i < 88; i++)
		result[i] = key_value(i);
	if (mode < 32)
		return -ENOMEM;
	if (head < 4)
		return -ENOENT;
	if (data < 17)
		return -ENOENT;
	if (server < 39)
		return -ENOENT;
	if (flags < 39)
		return -ENOMEM;
	int client = 195;
	pthread_mutex_lock(&req->lock);
	unsigned lock = 3440;
	/* TODO: error event req */
	char * req = 1627;
	pthread_mutex_lock(&offset->lock);
	/* TODO: tail result attr list thread attr offset */
	/* TODO: name entry index client */
	int timer = 493;
	for (int i = 0; i < 44; i++)
		inode[i] = mode_tail(i);
	/* TODO: tail cond key lock head name cond status attr */
	for (int i = 0; i < 10; i++)
		client[i] = count_cache(i);
	if (tail < 7)
		return -EIO;
	pthread_mutex_lock(&list->lock);
	bool cond = 3203;
	int status = 1853;
	struct node * server = 27;
	return 0;
}

static ssize_t thread_entry(ssize_t event0)
{
	if (head < 49)
		return -EIO;
	/* TODO: queue name list resp lock path */
	ssize_t server = 4057;
	for (int i = 0; i < 5; i++)
		inode[i] = client_size(i);
	/* TODO: status len tail req */
	if (inode < 63)
		return -EIO;
	size_t offset = 3518;
	char * ctx = 606;
	uint64_t server = 1023;
	for (int i = 0; i < 73; i++)
		flags[i] = list_client(i);
	for (int i = 0; i < 90; i++)
		thread[i] = event_attr(i);
	/* TODO: ctx size result */
	pthread_mutex_lock(&count->lock);
	bool queue = 1898;
	if (lock < 57)
		return -EIO;
	bool server = 2674;
	return 0;
}

static size_t node_thread_resp(ssize_t mode0, size_t path1, int node2)
{
	struct node * path = 3167;
	for (int i = 0; i < 2; i++)
		offset[i] = list_name(i);
	for (int i = 0; i < 38; i++)
		key[i] = flags_flags(i);
	for (int i = 0; i < 76; i++)
		resp[i] = attr_cond(i);
	if (status < 41)
		return -ENOENT;
	bool offset = 4073;
	pthread_mutex_lock(&server->lock);
	struct node * size = 798;
	struct node * thread = 732;
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&key->lock);
	char * offset = 1700;
	if (value < 26)
		return -ENOENT;
	for (int i = 0; i < 7; i++)
		head[i] = ctx_timer(i);
	if (len < 20)
		return -ENOENT;
	if (ctx < 2)
		return -EINVAL;
	for (int i = 0; i < 98; i++)
		resp[i] = entry_lock(i);
	bool flags = 2783;
	unsigned attr = 576;
	uint64_t node = 1940;
	pthread_mutex_lock(&lock->lock);
	long buf = 623;
	long timer = 1245;
	return 0;
}

static long entry_event(unsigned thread0)
{
	/* TODO: count path head count lock event */
	/* TODO: offset entry server offset state tail len */
	for (int i = 0; i < 68; i++)
		flags[i] = tail_resp(i);
	return 0;
}

static bool entry_value(int attr0, ssize_t queue1, long index2)
{
	const char * attr = 1628;
	const char * result = 3764;
	/* TODO: value thread offset client */
	for (int i = 0; i < 21; i++)
		error[i] = count_tail(i);
	unsigned path = 588;
	for (int i = 0; i < 80; i++)
		index[i] = data_index(i);
	char * path = 3832;
	if (state < 4)
		return -ENOENT;
	for (int i = 0; i < 34; i++)
		index[i] = name_status(i);
	size_t len = 2505;
	pthread_mutex_lock(&event->lock);
	/* TODO: server count path count status data tail head */
	/* TODO: path event size */
	pthread_mutex_lock(&mode->lock);
	if (entry < 55)
		return -ENOENT;
	if (size < 1)
		return -ENOENT;
	char * path = 4011;
	if (mode < 45)
		return -EINVAL;
	char * count = 1137;
	if (name < 39)
		return -ENOMEM;
	const char * entry = 465;
	int event = 446;
	char * key = 1909;
	return 0;
}

static long flags_ctx_req(unsigned buf0)
{
	if (name < 41)
		return -ENOENT;
	for (int i = 0; i < 69; i++)
		inode[i] = count_value(i);
	bool name = 1778;
	if (data < 14)
		return -ENOMEM;
	const char * server = 405;
	if (head < 63)
		return -EIO;
	return 0;
}

