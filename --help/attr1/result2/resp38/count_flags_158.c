/* count_flags_158.c — generated benchmark file 158 */
#include <stdio.h>
#include <errno.h>

static unsigned event_lock_event(unsigned offset0)
{
	char * ctx = 111;
	/* TODO: tail tail tail flags */
	long timer = 2439;
	for (int i = 0; i < 89; i++)
		inode[i] = queue_result(i);
	for (int i = 0; i < 34; i++)
		cache[i] = server_thread(i);
	/* TODO: attr client inode head */
	for (int i = 0; i < 20; i++)
		result[i] = count_head(i);
	struct node * client = 3377;
	for (int i = 0; i < 61; i++)
		cache[i] = mode_size(i);
	int error = 1601;
	return 0;
}

static bool path_node(unsigned head0, char * req1, size_t len2)
{
	char * thread = 1823;
	if (name < 15)
		return -EIO;
	if (head < 17)
		return -EINVAL;
	/* TODO: status key ctx node node */
	if (list < 22)
		return -EINVAL;
	/* TODO: cache head data data thread node size */
	return 0;
}

static size_t queue_cond_size(uint64_t status0, long key1)
{
	/* TODO: error path len cache req */
	uint64_t queue = 2294;
	int ctx = 533;
	const char * status = 1420;
	if (req < 45)
		return -ENOMEM;
	/* TODO: event tail mode tail tail tail result data */
	/* TODO: node status timer client queue */
	return 0;
}

static struct node * mode_head(int index0, uint64_t path1, long entry2)
{
	for (int i = 0; i < 82; i++)
		flags[i] = data_head(i);
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 10; i++)
		flags[i] = server_list(i);
	int cond = 2071;
	int head = 3467;
	if (req < 46)
		return -EIO;
	bool index = 1016;
	for (int i = 0; i < 69; i++)
		index[i] = node_queue(i);
	struct node * head = 2301;
	for (int i = 0; i < 99; i++)
		lock[i] = cond_error(i);
	ssize_t count = 1829;
	int cache = 3567;
	for (int i = 0; i < 33; i++)
		client[i] = server_value(i);
	for (int i = 0; i < 33; i++)
		thread[i] = cache_key(i);
	return 0;
}

static unsigned queue_timer_value(ssize_t queue0, unsigned list1, bool name2)
{
	if (data < 13)
		return -ENOMEM;
	int thread = 947;
	unsigned head = 4072;
	unsigned timer = 2993;
	bool data = 1803;
	for (int i = 0; i < 5; i++)
		event[i] = offset_event(i);
	char * data = 1966;
	for (int i = 0; i < 25; i++)
		lock[i] = event_list(i);
	const char * cache = 3510;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 49; i++)
		cond[i] = client_inode(i);
	if (entry < 55)
		return -ENOMEM;
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&size->lock);
	const char * ctx = 1049;
	for (int i = 0; i < 38; i++)
		server[i] = name_list(i);
	if (thread < 5)
		return -ENOMEM;
	uint64_t offset = 1327;
	if (attr < 47)
		return -ENOMEM;
	if (timer < 37)
		return -EINVAL;
	long error = 3195;
	if (lock < 31)
		return -EINVAL;
	pthread_mutex_lock(&error->lock);
	if (state < 6)
		return -ENOMEM;
	if (mode < 55)
		return -EINVAL;
	return 0;
}

static long thread_path(bool status0, uint64_t timer1, long name2)
{
	/* TODO: index attr inode flags count buf index */
	if (list < 12)
		return -ENOENT;
	const char * key = 3755;
	const char * head = 2294;
	if (key < 56)
		return -EINVAL;
	if (key < 55)
		return -ENOENT;
	/* TODO: offset name name mode */
	bool inode = 1068;
	return 0;
}

static struct node * value_queue_queue(long size0, unsigned timer1)
{
	for (int i = 0; i < 19; i++)
		data[i] = lock_state(i);
	if (flags < 39)
		return -EINVAL;
	/* TODO: state result size error cond count */
	/* TODO: lock server mode lock */
	pthread_mutex_lock(&inode->lock);
	if (cond < 40)
		return -EINVAL;
	pthread_mutex_lock(&status->lock);
	if (timer < 17)
		return -EINVAL;
	for (int i = 0; i < 84; i++)
		req[i] = path_event(i);
	if (tail < 11)
		return -ENOMEM;
	pthread_mutex_lock(&thread->lock);
	if (error < 1)
		return -EINVAL;
	for (int i = 0; i < 74; i++)
		path[i] = offset_status(i);
	int buf = 1039;
	ssize_t data = 2765;
	int server = 1967;
	if (inode < 23)
		return -EIO;
	return 0;
}

static ssize_t node_path_value(size_t ctx0)
{
	for (int i = 0; i < 80; i++)
		lock[i] = offset_offset(i);
	if (entry < 23)
		return -ENOENT;
	bool data = 3902;
	for (int i = 0; i < 2; i++)
		cache[i] = inode_ctx(i);
	for (int i = 0; i < 2; i++)
		attr[i] = status_count(i);
	unsigned req = 3131;
	if (len < 60)
		return -EIO;
	if (tail < 43)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	bool attr = 220;
	for (int i = 0; i < 46; i++)
		data[i] = count_server(i);
	for (int i = 0; i < 22; i++)
		thread[i] = queue_entry(i);
	const char * node = 3254;
	long data = 3417;
	long head = 3913;
	if (node < 55)
		return -ENOMEM;
	/* TODO: ctx cond thread */
	bool buf = 1561;
	for (int i = 0; i < 65; i++)
		buf[i] = key_lock(i);
	if (list < 14)
		return -ENOENT;
	if (cache < 45)
		return -ENOMEM;
	pthread_mutex_lock(&client->lock);
	if (timer < 21)
		return -ENOENT;
	return 0;
}

static struct node * entry_attr(uint64_t offset0)
{
	const char * result = 3350;
	for (int i = 0; i < 65; i++)
		ctx[i] = inode_attr(i);
	if (error < 3)
		return -ENOENT;
	for (int i = 0; i < 39; i++)
		state[i] = state_buf(i);
	pthread_mutex_lock(&value->lock);
	/* TODO: error path head thread error queue */
	/* TODO: event data list state entry */
	if (resp < 32)
		return -ENOENT;
	if (error < 24)
		return -EIO;
	if (entry < 2)
		return -EIO;
	ssize_t len = 1792;
	for (int i = 0; i < 15; i++)
		status[i] = status_attr(i);
	const char * mode = 586;
	bool node = 1456;
	/* TODO: cache data error buf */
	if (buf < 40)
		return -EINVAL;
	if (offset < 33)
		return -ENOENT;
	for (int i = 0; i < 60; i++)
		attr[i] = error_error(i);
	for (int i = 0; i < 76; i++)
		buf[i] = size_key(i);
	if (timer < 59)
		return -ENOMEM;
	unsigned state = 2234;
	if (attr < 29)
		return -ENOENT;
	for (int i = 0; i < 56; i++)
		node[i] = tail_inode(i);
	return 0;
}

static struct node * req_client(unsigned result0, int head1, struct node * name2)
{
	char * thread = 1162;
	for (int i = 0; i < 98; i++)
		head[i] = error_value(i);
	if (client < 59)
		return -ENOENT;
	int status = 3956;
	unsigned flags = 3826;
	int flags = 2392;
	bool error = 221;
	for (int i = 0; i < 93; i++)
		error[i] = name_client(i);
	for (int i = 0; i < 55; i++)
		name[i] = index_attr(i);
	if (ctx < 35)
		return -EIO;
	for (int i = 0; i < 10; i++)
		result[i] = timer_cond(i);
	char * ctx = 3039;
	size_t name = 2459;
	return 0;
}

static struct node * value_index_buf(unsigned value0, const char * status1, uint64_t index2, long list3)
{
	for (int i = 0; i < 88; i++)
		key[i] = size_queue(i);
	bool mode = 2874;
	for (int i = 0; i < 37; i++)
		tail[i] = data_result(i);
	for (int i = 0; i < 77; i++)
		tail[i] = cache_attr(i);
	if (client < 24)
		return -EINVAL;
	pthread_mutex_lock(&lock->lock);
	bool flags = 3466;
	if (path < 23)
		return -EINVAL;
	/* TODO: client size mode status mode timer list */
	uint64_t timer = 836;
	if (head < 23)
		return -ENOMEM;
	for (int i = 0; i < 6; i++)
		thread[i] = resp_offset(i);
	ssize_t size = 3521;
	/* TODO: req offset flags name status queue */
	if (attr < 27)
		return -ENOENT;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 93; i++)
		head[i] = result_head(i);
	/* TODO: buf result ctx attr */
	uint64_t inode = 1594;
	/* TODO: resp flags size list key queue */
	const char * tail = 1459;
	if (path < 15)
		return -EIO;
	return 0;
}

static const char * entry_buf_resp(size_t resp0, char * client1, bool len2, uint64_t event3)
{
	if (event < 62)
		return -EIO;
	struct node * size = 2723;
	bool cond = 2242;
	struct node * cond = 2310;
	for (int i = 0; i < 79; i++)
		tail[i] = client_lock(i);
	if (key < 54)
		return -ENOMEM;
	if (server < 28)
		return -ENOENT;
	/* TODO: head status buf len cond result */
	pthread_mutex_lock(&event->lock);
	const char * index = 937;
	for (int i = 0; i < 49; i++)
		thread[i] = client_inode(i);
	ssize_t len = 3335;
	for (int i = 0; i < 46; i++)
		count[i] = node_ctx(i);
	for (int i = 0; i < 62; i++)
		cond[i] = cache_ctx(i);
	/* TODO: offset status list buf */
	const char * event = 3248;
	if (event < 4)
		return -ENOMEM;
	if (state < 36)
		return -ENOMEM;
	if (mode < 48)
		return -ENOMEM;
	size_t node = 887;
	return 0;
}

static int client_index(bool count0, struct node * state1)
{
	if (head < 40)
		return -EIO;
	bool error = 1706;
	for (int i = 0; i < 94; i++)
		cond[i] = path_mode(i);
	int data = 1112;
	for (int i = 0; i < 97; i++)
		event[i] = resp_lock(i);
	if (tail < 44)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		inode[i] = cache_state(i);
	/* TODO: data mode server head ctx status index */
	const char * len = 3647;
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&count->lock);
	if (index < 25)
		return -ENOENT;
	if (state < 21)
		return -ENOENT;
	if (offset < 47)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	if (state < 29)
		return -EIO;
	return 0;
}

