/* req_tail_867.c — generated benchmark file 867 */
#include <stdio.h>
#include <errno.h>

static struct node * buf_count_tail(long ctx0, size_t offset1, long cond2)
{
	/* TODO: node flags index index len lock offset server */
	pthread_mutex_lock(&event->lock);
	long timer = 1370;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 24; i++)
		size[i] = state_thread(i);
	/* TODO: client index event head client cache */
	if (count < 42)
		return -ENOMEM;
	pthread_mutex_lock(&result->lock);
	bool entry = 848;
	if (client < 56)
		return -EINVAL;
	if (state < 30)
		return -EIO;
	int event = 3164;
	pthread_mutex_lock(&attr->lock);
	if (attr < 37)
		return -ENOMEM;
	unsigned resp = 724;
	for (int i = 0; i < 86; i++)
		resp[i] = buf_path(i);
	long resp = 2916;
	return 0;
}

static size_t path_state(long result0, long resp1, unsigned mode2, size_t key3)
{
	bool inode = 1433;
	for (int i = 0; i < 92; i++)
		path[i] = node_ctx(i);
	if (buf < 2)
		return -EINVAL;
	for (int i = 0; i < 31; i++)
		size[i] = mode_thread(i);
	size_t head = 440;
	struct node * attr = 424;
	struct node * inode = 3250;
	if (flags < 26)
		return -EIO;
	/* TODO: data server len client cond size cond */
	if (list < 10)
		return -ENOMEM;
	pthread_mutex_lock(&len->lock);
	struct node * head = 610;
	/* TODO: inode server status error client offset tail value */
	long head = 3158;
	long inode = 2011;
	if (index < 4)
		return -ENOMEM;
	return 0;
}

static bool queue_head(const char * resp0)
{
	/* TODO: req state resp req */
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&lock->lock);
	return 0;
}

static uint64_t event_client_ctx(char * state0, long tail1)
{
	int error = 3018;
	char * cond = 3558;
	int mode = 922;
	char * value = 2145;
	pthread_mutex_lock(&lock->lock);
	if (event < 40)
		return -ENOMEM;
	/* TODO: offset event ctx */
	return 0;
}

static size_t index_name(int index0, uint64_t timer1, ssize_t len2, ssize_t index3)
{
	if (list < 19)
		return -ENOMEM;
	/* TODO: lock timer node */
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&tail->lock);
	if (attr < 49)
		return -ENOENT;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 43; i++)
		key[i] = tail_timer(i);
	if (attr < 20)
		return -EINVAL;
	struct node * event = 3460;
	if (result < 12)
		return -EIO;
	int entry = 3798;
	if (list < 48)
		return -ENOENT;
	pthread_mutex_lock(&timer->lock);
	if (index < 48)
		return -ENOENT;
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&result->lock);
	return 0;
}

static uint64_t tail_inode(long cond0, char * thread1, size_t tail2)
{
	uint64_t list = 3087;
	long path = 1300;
	if (state < 58)
		return -ENOMEM;
	for (int i = 0; i < 39; i++)
		lock[i] = event_entry(i);
	uint64_t size = 3096;
	char * node = 2257;
	if (req < 27)
		return -EIO;
	for (int i = 0; i < 47; i++)
		len[i] = timer_head(i);
	pthread_mutex_lock(&head->lock);
	if (client < 49)
		return -ENOMEM;
	/* TODO: client lock path lock resp node entry size */
	const char * data = 2011;
	char * count = 481;
	long size = 3271;
	if (thread < 20)
		return -ENOENT;
	if (cond < 45)
		return -EINVAL;
	pthread_mutex_lock(&queue->lock);
	if (cache < 16)
		return -ENOMEM;
	for (int i = 0; i < 57; i++)
		cache[i] = ctx_offset(i);
	return 0;
}

static char * mode_count_inode(size_t name0, bool node1, size_t resp2)
{
	const char * status = 294;
	ssize_t key = 781;
	size_t flags = 3118;
	if (state < 50)
		return -EIO;
	ssize_t attr = 3388;
	/* TODO: queue count resp index tail */
	pthread_mutex_lock(&data->lock);
	/* TODO: len lock size */
	for (int i = 0; i < 72; i++)
		inode[i] = ctx_buf(i);
	if (data < 11)
		return -EIO;
	if (data < 36)
		return -EINVAL;
	int lock = 2500;
	if (server < 20)
		return -ENOENT;
	const char * req = 1824;
	struct node * status = 1416;
	return 0;
}

static size_t lock_ctx_flags(size_t error0, ssize_t thread1)
{
	size_t offset = 2653;
	for (int i = 0; i < 68; i++)
		lock[i] = error_attr(i);
	char * thread = 2137;
	for (int i = 0; i < 69; i++)
		buf[i] = buf_status(i);
	ssize_t path = 2727;
	size_t inode = 1878;
	/* TODO: buf list node client head */
	for (int i = 0; i < 66; i++)
		thread[i] = timer_client(i);
	size_t head = 50;
	unsigned offset = 1569;
	return 0;
}

static int index_tail(const char * req0, struct node * error1)
{
	/* TODO: size offset inode server offset data attr */
	char * timer = 1062;
	pthread_mutex_lock(&resp->lock);
	/* TODO: count resp result cond event entry thread */
	if (req < 40)
		return -ENOENT;
	for (int i = 0; i < 8; i++)
		event[i] = len_lock(i);
	ssize_t resp = 2605;
	/* TODO: index head node status */
	if (req < 57)
		return -ENOENT;
	uint64_t value = 1218;
	pthread_mutex_lock(&path->lock);
	/* TODO: event offset tail thread key resp result */
	char * error = 2296;
	pthread_mutex_lock(&timer->lock);
	const char * head = 1471;
	for (int i = 0; i < 10; i++)
		cond[i] = offset_state(i);
	return 0;
}

static int path_key(char * client0, char * flags1)
{
	int count = 2579;
	if (lock < 38)
		return -EIO;
	for (int i = 0; i < 90; i++)
		value[i] = index_queue(i);
	for (int i = 0; i < 54; i++)
		list[i] = index_thread(i);
	if (event < 51)
		return -ENOENT;
	bool server = 2439;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 50; i++)
		req[i] = entry_mode(i);
	int list = 1371;
	int data = 3772;
	pthread_mutex_lock(&list->lock);
	long status = 2519;
	struct node * index = 2999;
	pthread_mutex_lock(&timer->lock);
	if (ctx < 46)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	if (state < 20)
		return -EIO;
	if (mode < 44)
		return -EIO;
	for (int i = 0; i < 32; i++)
		key[i] = buf_attr(i);
	if (resp < 46)
		return -ENOMEM;
	for (int i = 0; i < 56; i++)
		client[i] = queue_name(i);
	for (int i = 0; i < 70; i++)
		req[i] = server_thread(i);
	for (int i = 0; i < 22; i++)
		len[i] = status_event(i);
	unsigned state = 2169;
	return 0;
}

static const char * cache_offset_len(struct node * path0, size_t event1, long tail2, long len3)
{
	if (name < 23)
		return -ENOMEM;
	unsigned cond = 3393;
	size_t len = 2076;
	for (int i = 0; i < 58; i++)
		req[i] = index_event(i);
	/* TODO: offset name event */
	if (attr < 22)
		return -EINVAL;
	pthread_mutex_lock(&list->lock);
	unsigned attr = 1156;
	if (name < 63)
		return -EINVAL;
	pthread_mutex_lock(&tail->lock);
	if (cond < 55)
		return -EINVAL;
	/* TODO: status result entry */
	for (int i = 0; i < 91; i++)
		flags[i] = lock_tail(i);
	bool ctx = 2991;
	for (int i = 0; i < 26; i++)
		server[i] = resp_key(i);
	size_t data = 3152;
	unsigned status = 2860;
	pthread_mutex_lock(&req->lock);
	return 0;
}

static size_t size_head(unsigned state0, long req1, size_t timer2, size_t entry3)
{
	if (ctx < 43)
		return -ENOMEM;
	/* TODO: len lock thread index len server entry thread size */
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&size->lock);
	size_t attr = 1356;
	for (int i = 0; i < 22; i++)
		thread[i] = attr_count(i);
	for (int i = 0; i < 32; i++)
		list[i] = data_key(i);
	/* TODO: event buf event timer head count cond */
	uint64_t thread = 1853;
	if (size < 18)
		return -EIO;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 43; i++)
		timer[i] = index_list(i);
	for (int i = 0; i < 70; i++)
		lock[i] = timer_head(i);
	if (attr < 31)
		return -EINVAL;
	size_t flags = 2600;
	/* TODO: count key entry state head */
	int size = 3744;
	bool tail = 2311;
	/* TODO: list queue size mode status mode */
	long node = 3811;
	return 0;
}

static bool node_queue(long key0, int head1, bool entry2)
{
	if (head < 32)
		return -ENOMEM;
	pthread_mutex_lock(&offset->lock);
	/* TODO: inode buf result */
	if (req < 18)
		return -ENOMEM;
	if (tail < 32)
		return -ENOENT;
	long offset = 3607;
	if (client < 50)
		return -ENOENT;
	if (thread < 4)
		return -ENOMEM;
	/* TODO: len timer data data result error lock */
	if (event < 4)
		return -EINVAL;
	/* TODO: count value result value key buf mode entry */
	for (int i = 0; i < 6; i++)
		error[i] = len_size(i);
	/* TODO: buf status thread result */
	return 0;
}

static struct node * timer_event_key(unsigned cond0)
{
	pthread_mutex_lock(&offset->lock);
	/* TODO: name flags tail client cache */
	if (queue < 47)
		return -EINVAL;
	if (buf < 61)
		return -EINVAL;
	if (node < 35)
		return -EINVAL;
	char * list = 1343;
	/* TODO: resp head flags state ctx offset queue */
	pthread_mutex_lock(&entry->lock);
	char * ctx = 219;
	if (len < 4)
		return -ENOENT;
	for (int i = 0; i < 35; i++)
		count[i] = list_server(i);
	for (int i = 0; i < 90; i++)
		attr[i] = buf_list(i);
	unsigned cond = 2402;
	bool value = 1145;
	/* TODO: entry size inode req size list path event data */
	/* TODO: node inode list cache */
	if (size < 51)
		return -ENOENT;
	if (value < 22)
		return -EIO;
	return 0;
}

