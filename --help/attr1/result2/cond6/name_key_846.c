/* name_key_846.c — generated benchmark file 846 */
#include <stdio.h>
#include <errno.h>

static ssize_t cache_len(struct node * len0)
{
	if (cache < 63)
		return -ENOMEM;
	/* TODO: status resp value len data node size mode */
	if (node < 34)
		return -EIO;
	if (value < 11)
		return -EINVAL;
	/* TODO: attr result size */
	/* TODO: cache len value list thread */
	/* TODO: error value resp buf error */
	uint64_t len = 2808;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 96; i++)
		index[i] = client_resp(i);
	for (int i = 0; i < 78; i++)
		name[i] = path_flags(i);
	return 0;
}

static const char * server_result(char * len0, unsigned inode1)
{
	if (index < 5)
		return -ENOMEM;
	/* TODO: req lock lock count attr */
	pthread_mutex_lock(&req->lock);
	struct node * key = 2585;
	size_t count = 600;
	for (int i = 0; i < 95; i++)
		list[i] = size_list(i);
	if (thread < 37)
		return -EINVAL;
	for (int i = 0; i < 53; i++)
		buf[i] = cond_server(i);
	for (int i = 0; i < 77; i++)
		index[i] = node_queue(i);
	if (server < 55)
		return -ENOENT;
	const char * timer = 2727;
	if (flags < 31)
		return -EINVAL;
	char * resp = 3668;
	unsigned req = 1203;
	if (mode < 17)
		return -ENOENT;
	unsigned size = 2680;
	for (int i = 0; i < 33; i++)
		index[i] = path_head(i);
	if (tail < 29)
		return -ENOENT;
	char * node = 1666;
	for (int i = 0; i < 77; i++)
		ctx[i] = len_timer(i);
	bool count = 3039;
	for (int i = 0; i < 86; i++)
		status[i] = name_server(i);
	return 0;
}

static size_t resp_thread_result(uint64_t node0)
{
	for (int i = 0; i < 68; i++)
		entry[i] = count_node(i);
	int mode = 2067;
	const char * server = 2747;
	for (int i = 0; i < 82; i++)
		value[i] = data_flags(i);
	if (cache < 31)
		return -EIO;
	for (int i = 0; i < 33; i++)
		entry[i] = value_inode(i);
	if (inode < 58)
		return -EIO;
	/* TODO: mode mode list inode index tail */
	if (lock < 3)
		return -ENOENT;
	if (buf < 20)
		return -ENOENT;
	for (int i = 0; i < 15; i++)
		cond[i] = tail_list(i);
	/* TODO: name list cond server result value */
	return 0;
}

static size_t resp_data(unsigned index0, const char * head1, char * client2, unsigned mode3)
{
	const char * attr = 3561;
	int error = 3377;
	/* TODO: len result attr lock cache */
	/* TODO: node node ctx index entry flags */
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 98; i++)
		client[i] = node_error(i);
	if (node < 40)
		return -EINVAL;
	/* TODO: event tail data len head path */
	size_t count = 191;
	for (int i = 0; i < 41; i++)
		len[i] = resp_queue(i);
	if (lock < 26)
		return -ENOENT;
	pthread_mutex_lock(&lock->lock);
	return 0;
}

static const char * node_len(long ctx0, int timer1, long inode2, bool attr3)
{
	struct node * data = 1603;
	if (index < 39)
		return -ENOMEM;
	pthread_mutex_lock(&result->lock);
	int queue = 1300;
	char * timer = 3037;
	/* TODO: path buf cond path lock */
	if (server < 43)
		return -ENOENT;
	long key = 2570;
	if (size < 17)
		return -ENOENT;
	if (mode < 39)
		return -ENOENT;
	for (int i = 0; i < 40; i++)
		state[i] = timer_value(i);
	long count = 1669;
	if (node < 16)
		return -ENOMEM;
	/* TODO: client state timer error value lock */
	char * offset = 772;
	pthread_mutex_lock(&attr->lock);
	int offset = 4004;
	if (name < 46)
		return -EINVAL;
	if (len < 11)
		return -EIO;
	for (int i = 0; i < 21; i++)
		path[i] = name_key(i);
	pthread_mutex_lock(&state->lock);
	/* TODO: event timer thread len state size */
	if (head < 47)
		return -EINVAL;
	if (cond < 36)
		return -ENOENT;
	return 0;
}

static int offset_index_offset(long state0, size_t lock1, long path2)
{
	/* TODO: path resp head buf client offset cond len flags */
	if (cache < 24)
		return -EINVAL;
	struct node * client = 3119;
	if (index < 25)
		return -ENOENT;
	uint64_t data = 487;
	if (cache < 45)
		return -ENOENT;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 71; i++)
		head[i] = cond_name(i);
	return 0;
}

static struct node * head_server(int cond0, unsigned mode1, long node2)
{
	if (node < 31)
		return -EIO;
	if (offset < 21)
		return -EINVAL;
	/* TODO: flags cond cond cache list */
	size_t ctx = 611;
	long thread = 2127;
	struct node * head = 2615;
	ssize_t resp = 2215;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 59; i++)
		head[i] = path_req(i);
	/* TODO: list timer head offset count client attr offset attr */
	for (int i = 0; i < 42; i++)
		head[i] = buf_result(i);
	int path = 2056;
	struct node * timer = 2928;
	uint64_t status = 351;
	if (path < 49)
		return -ENOMEM;
	for (int i = 0; i < 97; i++)
		lock[i] = resp_len(i);
	return 0;
}

static int cache_thread(size_t thread0)
{
	struct node * ctx = 2884;
	pthread_mutex_lock(&inode->lock);
	/* TODO: index value offset size cond client */
	int flags = 590;
	pthread_mutex_lock(&inode->lock);
	/* TODO: value timer status entry */
	for (int i = 0; i < 44; i++)
		event[i] = lock_offset(i);
	/* TODO: value req value lock client */
	/* TODO: queue lock path */
	const char * inode = 2726;
	/* TODO: value event server cond index head inode entry */
	for (int i = 0; i < 49; i++)
		path[i] = req_tail(i);
	if (tail < 27)
		return -ENOMEM;
	uint64_t head = 2285;
	bool event = 45;
	for (int i = 0; i < 9; i++)
		timer[i] = cache_attr(i);
	char * key = 416;
	long error = 4042;
	/* TODO: cond entry key resp thread size */
	char * timer = 2110;
	/* TODO: client list entry head timer ctx count */
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 34; i++)
		index[i] = entry_value(i);
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&result->lock);
	return 0;
}

static struct node * value_server_result(int key0, ssize_t attr1, long value2)
{
	/* TODO: tail mode index client head */
	if (cond < 54)
		return -ENOMEM;
	bool path = 3287;
	long state = 872;
	struct node * name = 3346;
	/* TODO: event index inode flags tail node value ctx timer */
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&value->lock);
	return 0;
}

static long ctx_key_event(uint64_t flags0, uint64_t thread1, size_t buf2)
{
	if (server < 53)
		return -EINVAL;
	for (int i = 0; i < 86; i++)
		key[i] = resp_mode(i);
	for (int i = 0; i < 25; i++)
		thread[i] = list_name(i);
	/* TODO: flags resp result */
	if (len < 6)
		return -ENOMEM;
	if (client < 15)
		return -ENOENT;
	struct node * queue = 913;
	ssize_t mode = 1454;
	/* TODO: server thread count resp index offset entry buf state */
	const char * len = 2325;
	pthread_mutex_lock(&resp->lock);
	/* TODO: resp count count count entry attr inode */
	long path = 1048;
	uint64_t flags = 1966;
	for (int i = 0; i < 75; i++)
		error[i] = head_value(i);
	ssize_t resp = 1969;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 14; i++)
		count[i] = error_mode(i);
	if (req < 62)
		return -ENOENT;
	return 0;
}

static struct node * key_value(long count0, int value1, bool inode2, long server3)
{
	for (int i = 0; i < 23; i++)
		inode[i] = path_event(i);
	/* TODO: mode lock tail resp status name */
	if (client < 38)
		return -EIO;
	for (int i = 0; i < 58; i++)
		buf[i] = len_cache(i);
	for (int i = 0; i < 31; i++)
		data[i] = queue_entry(i);
	const char * path = 556;
	if (name < 51)
		return -EIO;
	bool value = 2772;
	return 0;
}

static unsigned entry_result(struct node * path0, size_t status1)
{
	for (int i = 0; i < 39; i++)
		cond[i] = server_req(i);
	long req = 1449;
	/* TODO: ctx event size ctx offset req cache cond head */
	/* TODO: ctx tail size mode name attr flags tail */
	for (int i = 0; i < 27; i++)
		count[i] = mode_value(i);
	size_t client = 2833;
	const char * inode = 2881;
	size_t inode = 3682;
	if (index < 45)
		return -ENOMEM;
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&lock->lock);
	long path = 1209;
	uint64_t cond = 9;
	for (int i = 0; i < 40; i++)
		offset[i] = cond_index(i);
	int req = 3930;
	/* TODO: req result path */
	for (int i = 0; i < 81; i++)
		result[i] = timer_timer(i);
	for (int i = 0; i < 25; i++)
		path[i] = key_data(i);
	pthread_mutex_lock(&len->lock);
	uint64_t state = 3504;
	return 0;
}

static char * event_flags(long cond0, long cache1)
{
	pthread_mutex_lock(&timer->lock);
	size_t inode = 1934;
	if (timer < 25)
		return -ENOENT;
	char * event = 3568;
	if (event < 33)
		return -EINVAL;
	if (path < 20)
		return -EINVAL;
	pthread_mutex_lock(&len->lock);
	if (server < 59)
		return -ENOENT;
	long buf = 1331;
	if (client < 26)
		return -ENOMEM;
	if (tail < 56)
		return -EINVAL;
	if (head < 64)
		return -EINVAL;
	const char * resp = 1470;
	for (int i = 0; i < 46; i++)
		cache[i] = client_req(i);
	const char * size = 559;
	pthread_mutex_lock(&queue->lock);
	if (name < 51)
		return -ENOMEM;
	const char * error = 970;
	return 0;
}

