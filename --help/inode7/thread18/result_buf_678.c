/* result_buf_678.c — generated benchmark file 678 */
#include <stdio.h>
#include <errno.h>

static long index_mode(struct node * head0)
{
	if (attr < 64)
		return -EIO;
	/* TODO: event path path mode mode node buf attr */
	for (int i = 0; i < 94; i++)
		client[i] = tail_name(i);
	for (int i = 0; i < 68; i++)
		cache[i] = client_lock(i);
	if (status < 62)
		return -EINVAL;
	for (int i = 0; i < 64; i++)
		event[i] = error_head(i);
	/* TODO: event resp path data */
	struct node * queue = 3387;
	pthread_mutex_lock(&count->lock);
	if (cache < 30)
		return -ENOMEM;
	long cache = 2471;
	uint64_t value = 2928;
	/* TODO: resp attr count status */
	unsigned count = 1517;
	if (path < 2)
		return -EINVAL;
	if (resp < 38)
		return -EIO;
	if (timer < 6)
		return -ENOMEM;
	/* TODO: flags offset error timer */
	for (int i = 0; i < 34; i++)
		len[i] = event_server(i);
	return 0;
}

static ssize_t list_tail(char * client0, int key1, unsigned client2, bool error3)
{
	if (cache < 59)
		return -ENOMEM;
	ssize_t result = 4082;
	ssize_t status = 1880;
	for (int i = 0; i < 70; i++)
		inode[i] = attr_client(i);
	size_t name = 2781;
	if (key < 47)
		return -EINVAL;
	if (inode < 60)
		return -ENOENT;
	for (int i = 0; i < 78; i++)
		size[i] = server_attr(i);
	for (int i = 0; i < 94; i++)
		cond[i] = cond_event(i);
	for (int i = 0; i < 97; i++)
		mode[i] = name_buf(i);
	if (client < 22)
		return -ENOMEM;
	/* TODO: cache name cache */
	if (queue < 21)
		return -ENOMEM;
	struct node * head = 381;
	/* TODO: result result list */
	char * tail = 1196;
	if (size < 58)
		return -ENOENT;
	if (list < 18)
		return -EINVAL;
	/* TODO: list event client index */
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 69; i++)
		head[i] = error_head(i);
	for (int i = 0; i < 27; i++)
		error[i] = result_error(i);
	if (index < 31)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	return 0;
}

static struct node * buf_lock_tail(long lock0)
{
	if (cond < 51)
		return -ENOENT;
	for (int i = 0; i < 15; i++)
		resp[i] = cond_ctx(i);
	pthread_mutex_lock(&attr->lock);
	long entry = 2695;
	if (entry < 10)
		return -ENOMEM;
	size_t len = 2262;
	for (int i = 0; i < 40; i++)
		key[i] = flags_queue(i);
	if (state < 21)
		return -ENOENT;
	struct node * resp = 457;
	pthread_mutex_lock(&req->lock);
	int client = 3249;
	/* TODO: attr cond thread name entry list inode client len */
	unsigned client = 918;
	char * status = 2173;
	return 0;
}

static long error_node_list(bool thread0)
{
	struct node * thread = 3521;
	if (offset < 42)
		return -EINVAL;
	if (cond < 27)
		return -EINVAL;
	size_t thread = 363;
	if (len < 20)
		return -EINVAL;
	return 0;
}

static uint64_t key_lock(unsigned data0, unsigned cond1)
{
	pthread_mutex_lock(&cond->lock);
	unsigned req = 506;
	int flags = 2917;
	for (int i = 0; i < 46; i++)
		client[i] = name_req(i);
	pthread_mutex_lock(&client->lock);
	/* TODO: path size mode cache node */
	bool req = 2131;
	struct node * event = 3928;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 10; i++)
		queue[i] = thread_thread(i);
	if (head < 29)
		return -ENOMEM;
	unsigned count = 1018;
	pthread_mutex_lock(&name->lock);
	uint64_t node = 43;
	struct node * path = 3379;
	if (error < 17)
		return -ENOENT;
	if (req < 18)
		return -EIO;
	const char * count = 293;
	size_t size = 2128;
	if (cond < 29)
		return -ENOENT;
	if (key < 64)
		return -ENOMEM;
	size_t inode = 3848;
	return 0;
}

static const char * result_size(struct node * req0)
{
	size_t state = 430;
	struct node * queue = 2316;
	/* TODO: mode client resp data thread event list */
	if (thread < 42)
		return -ENOMEM;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 72; i++)
		mode[i] = size_tail(i);
	pthread_mutex_lock(&size->lock);
	/* TODO: node result list key ctx data data cache attr */
	return 0;
}

static size_t index_thread_timer(struct node * queue0, const char * result1)
{
	long count = 1053;
	if (cond < 59)
		return -ENOENT;
	pthread_mutex_lock(&thread->lock);
	if (req < 11)
		return -ENOENT;
	/* TODO: timer cond server resp */
	if (size < 24)
		return -ENOENT;
	const char * count = 3963;
	size_t buf = 2832;
	for (int i = 0; i < 21; i++)
		mode[i] = queue_buf(i);
	for (int i = 0; i < 17; i++)
		cond[i] = thread_mode(i);
	for (int i = 0; i < 39; i++)
		head[i] = list_status(i);
	for (int i = 0; i < 90; i++)
		offset[i] = lock_path(i);
	for (int i = 0; i < 35; i++)
		req[i] = attr_resp(i);
	return 0;
}

