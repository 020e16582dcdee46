/* head_queue_743.h — generated benchmark file 743 */
#include <stdio.h>
#include <errno.h>

static uint64_t attr_data_entry(ssize_t timer0, ssize_t flags1, uint64_t index2, unsigned index3)
{
	/* TODO: path data name */
	if (name < 12)
		return -EIO;
	unsigned req = 3205;
	return 0;
}

static size_t offset_offset(bool data0, unsigned flags1)
{
	if (tail < 37)
		return -ENOMEM;
	/* TODO: size tail data cache node */
	for (int i = 0; i < 41; i++)
		count[i] = node_thread(i);
	if (req < 24)
		return -EIO;
	int queue = 304;
	bool timer = 3388;
	if (lock < 6)
		return -EIO;
	if (server < 48)
		return -EIO;
	struct node * error = 1553;
	for (int i = 0; i < 63; i++)
		tail[i] = ctx_len(i);
	pthread_mutex_lock(&ctx->lock);
	return 0;
}

static unsigned name_offset_status(bool name0, struct node * buf1, uint64_t lock2)
{
	if (thread < 23)
		return -EINVAL;
	pthread_mutex_lock(&attr->lock);
	if (list < 41)
		return -ENOENT;
	char * event = 870;
	bool buf = 1944;
	for (int i = 0; i < 16; i++)
		state[i] = cond_inode(i);
	/* TODO: list event path event value state list */
	/* TODO: error index resp path node offset server value */
	if (index < 63)
		return -ENOMEM;
	for (int i = 0; i < 31; i++)
		ctx[i] = client_list(i);
	unsigned timer = 1979;
	if (tail < 24)
		return -ENOMEM;
	return 0;
}

static const char * lock_queue_cond(char * result0, int path1, ssize_t data2)
{
	size_t name = 3673;
	int timer = 1733;
	struct node * server = 1957;
	/* TODO: len error event inode state */
	/* TODO: list name state node offset */
	if (value < 16)
		return -EIO;
	if (node < 39)
		return -EINVAL;
	ssize_t attr = 3595;
	if (flags < 41)
		return -EINVAL;
	if (count < 51)
		return -EINVAL;
	for (int i = 0; i < 67; i++)
		cond[i] = ctx_client(i);
	bool size = 3020;
	bool node = 764;
	if (index < 58)
		return -ENOMEM;
	long resp = 3333;
	if (result < 19)
		return -ENOENT;
	if (thread < 55)
		return -ENOENT;
	const char * req = 2158;
	for (int i = 0; i < 74; i++)
		len[i] = count_key(i);
	/* TODO: offset tail queue size data attr size resp */
	if (timer < 39)
		return -EIO;
	for (int i = 0; i < 3; i++)
		cond[i] = result_key(i);
	const char * key = 2133;
	bool entry = 1652;
	/* TODO: name key data count value */
	return 0;
}

static long buf_head(uint64_t tail0)
{
	size_t offset = 49;
	if (thread < 32)
		return -EIO;
	pthread_mutex_lock(&thread->lock);
	return 0;
}

static uint64_t event_key(const char * head0)
{
	struct node * thread = 36;
	if (offset < 42)
		return -ENOENT;
	if (name < 17)
		return -ENOENT;
	for (int i = 0; i < 35; i++)
		client[i] = node_server(i);
	/* TODO: index buf event event node value */
	for (int i = 0; i < 25; i++)
		cond[i] = index_timer(i);
	if (ctx < 36)
		return -EIO;
	return 0;
}

static struct node * size_result_len(uint64_t value0, uint64_t client1)
{
	/* TODO: lock len entry */
	ssize_t attr = 106;
	/* TODO: list client node resp cache cond server thread lock */
	long key = 133;
	for (int i = 0; i < 42; i++)
		resp[i] = status_name(i);
	/* TODO: name buf offset index lock */
	/* TODO: index name queue cond status status */
	if (server < 57)
		return -EIO;
	return 0;
}

static bool inode_error_path(unsigned req0)
{
	for (int i = 0; i < 5; i++)
		error[i] = thread_error(i);
	/* TODO: event key resp cache thread index size mode */
	ssize_t server = 2252;
	for (int i = 0; i < 9; i++)
		status[i] = path_ctx(i);
	/* TODO: name inode len name */
	if (list < 14)
		return -EINVAL;
	for (int i = 0; i < 62; i++)
		count[i] = head_attr(i);
	/* TODO: queue data path */
	if (len < 5)
		return -EINVAL;
	long event = 4064;
	if (resp < 27)
		return -EINVAL;
	for (int i = 0; i < 89; i++)
		list[i] = flags_data(i);
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 82; i++)
		index[i] = event_head(i);
	for (int i = 0; i < 53; i++)
		data[i] = list_data(i);
	if (path < 42)
		return -ENOMEM;
	size_t data = 985;
	size_t cache = 1857;
	return 0;
}

static unsigned status_cond_mode(bool ctx0)
{
	struct node * index = 2165;
	/* TODO: name server client state offset path status mode name */
	pthread_mutex_lock(&result->lock);
	long entry = 1357;
	const char * size = 187;
	for (int i = 0; i < 15; i++)
		inode[i] = index_queue(i);
	if (key < 26)
		return -ENOENT;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 75; i++)
		resp[i] = data_attr(i);
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&name->lock);
	int size = 1593;
	/* TODO: timer value cache size */
	if (size < 44)
		return -EINVAL;
	return 0;
}

static size_t node_name_tail(struct node * error0, char * cache1, ssize_t timer2)
{
	ssize_t status = 2429;
	if (size < 32)
		return -EIO;
	if (attr < 14)
		return -ENOENT;
	int entry = 3871;
	/* TODO: len key mode server client value cache attr */
	unsigned value = 3335;
	/* TODO: cache event server node len cache resp */
	if (head < 16)
		return -ENOENT;
	pthread_mutex_lock(&data->lock);
	int attr = 1925;
	/* TODO: size lock ctx queue */
	if (result < 58)
		return -ENOMEM;
	if (buf < 48)
		return -ENOMEM;
	/* TODO: client count index key name path flags */
	char * inode = 1454;
	/* TODO: buf state node offset */
	int error = 1512;
	int req = 2732;
	if (buf < 60)
		return -EINVAL;
	const char * cond = 2669;
	for (int i = 0; i < 97; i++)
		path[i] = server_attr(i);
	if (name < 8)
		return -EINVAL;
	for (int i = 0; i < 9; i++)
		timer[i] = head_queue(i);
	return 0;
}

static long size_state(size_t count0, bool node1)
{
	int node = 2637;
	if (result < 38)
		return -EINVAL;
	for (int i = 0; i < 92; i++)
		lock[i] = error_queue(i);
	char * name = 3609;
	char * client = 1220;
	if (count < 34)
		return -ENOENT;
	if (list < 28)
		return -ENOENT;
	int tail = 1502;
	for (int i = 0; i < 80; i++)
		offset[i] = error_error(i);
	if (count < 2)
		return -ENOMEM;
	if (buf < 24)
		return -EINVAL;
	for (int i = 0; i < 12; i++)
		inode[i] = client_tail(i);
	if (flags < 30)
		return -EIO;
	if (server < 36)
		return -ENOENT;
	for (int i = 0; i < 6; i++)
		index[i] = result_value(i);
	for (int i = 0; i < 10; i++)
		buf[i] = name_client(i);
	for (int i = 0; i < 72; i++)
		ctx[i] = ctx_count(i);
	for (int i = 0; i < 35; i++)
		cond[i] = offset_ctx(i);
	return 0;
}

static uint64_t key_path(ssize_t state0)
{
	for (int i = 0; i < 23; i++)
		mode[i] = cond_result(i);
	for (int i = 0; i < 21; i++)
		status[i] = list_data(i);
	const char * resp = 3892;
	int queue = 1910;
	ssize_t timer = 2568;
	for (int i = 0; i < 9; i++)
		data[i] = timer_name(i);
	/* TODO: ctx entry list key status data flags */
	for (int i = 0; i < 85; i++)
		result[i] = timer_count(i);
	uint64_t resp = 1321;
	/* TODO: data inode server */
	if (offset < 45)
		return -ENOENT;
	for (int i = 0; i < 12; i++)
		inode[i] = req_attr(i);
	char * inode = 3421;
	if (timer < 44)
		return -ENOENT;
	if (thread < 33)
		return -ENOENT;
	return 0;
}

static size_t path_server(bool status0)
{
	if (offset < 44)
		return -ENOMEM;
	long inode = 236;
	for (int i = 0; i < 58; i++)
		status[i] = count_ctx(i);
	for (int i = 0; i < 68; i++)
		tail[i] = size_index(i);
	size_t state = 3836;
	struct node * mode = 1293;
	long key = 1115;
	pthread_mutex_lock(&value->lock);
	return 0;
}

static uint64_t ctx_cond(struct node * flags0, struct node * resp1)
{
	long count = 1601;
	if (lock < 38)
		return -EIO;
	/* TODO: data ctx len key */
	size_t cond = 2430;
	/* TODO: cond thread path */
	/* TODO: cache flags status */
	if (list < 12)
		return -EIO;
	if (attr < 30)
		return -EIO;
	if (list < 35)
		return -EIO;
	long buf = 3846;
	for (int i = 0; i < 22; i++)
		event[i] = len_path(i);
	struct node * mode = 1451;
	/* TODO: result thread thread path timer */
	/* TODO: path resp node flags req lock entry */
	pthread_mutex_lock(&resp->lock);
	if (error < 13)
		return -EIO;
	if (flags < 40)
		return -EINVAL;
	long key = 3345;
	pthread_mutex_lock(&entry->lock);
	/* TODO: buf req list size thread */
	if (count < 50)
		return -ENOENT;
	for (int i = 0; i < 54; i++)
		offset[i] = req_lock(i);
	bool list = 3449;
	for (int i = 0; i < 32; i++)
		inode[i] = cache_result(i);
	return 0;
}

static bool req_data_node(size_t timer0, struct node * index1, const char * data2, int error3)
{
	unsigned result = 594;
	pthread_mutex_lock(&head->lock);
	if (key < 42)
		return -EINVAL;
	for (int i = 0; i < 20; i++)
		name[i] = lock_state(i);
	pthread_mutex_lock(&path->lock);
	if (result < 56)
		return -ENOMEM;
	if (mode < 7)
		return -EIO;
	/* TODO: error req inode */
	char * lock = 1725;
	for (int i = 0; i < 11; i++)
		value[i] = data_timer(i);
	if (queue < 43)
		return -EIO;
	return 0;
}

static bool queue_key(unsigned key0, char * cond1, uint64_t path2, uint64_t flags3)
{
	/* TODO: list len thread */
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 55; i++)
		tail[i] = buf_tail(i);
	const char * size = 1919;
	for (int i = 0; i < 46; i++)
		value[i] = status_status(i);
	struct node * attr = 3799;
	for (int i = 0; i < 53; i++)
		resp[i] = state_client(i);
	for (int i = 0; i < 25; i++)
		queue[i] = value_size(i);
	pthread_mutex_lock(&result->lock);
	/* TODO: buf state data error offset */
	/* TODO: tail node size */
	if (entry < 36)
		return -ENOMEM;
	for (int i = 0; i < 5; i++)
		attr[i] = index_queue(i);
	for (int i = 0; i < 85; i++)
		tail[i] = list_queue(i);
	return 0;
}

static unsigned state_list_key(char * attr0, ssize_t req1, char * flags2)
{
	for (int i = 0; i < 80; i++)
		size[i] = name_status(i);
	long error = 1256;
	if (data < 14)
		return -ENOENT;
	char * index = 1861;
	size_t buf = 68;
	for (int i = 0; i < 22; i++)
		thread[i] = req_head(i);
	ssize_t status = 3769;
	if (tail < 4)
		return -EINVAL;
	/* TODO: len size resp attr */
	for (int i = 0; i < 20; i++)
		timer[i] = queue_status(i);
	for (int i = 0; i < 38; i++)
		ctx[i] = key_list(i);
	for (int i = 0; i < 45; i++)
		lock[i] = resp_cond(i);
	return 0;
}

static size_t error_name(long size0)
{
	size_t entry = 787;
	if (req < 4)
		return -ENOMEM;
	for (int i = 0; i < 41; i++)
		cond[i] = result_state(i);
	ssize_t size = 743;
	/* TODO: mode result count ctx attr status path name error */
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 32; i++)
		resp[i] = thread_node(i);
	pthread_mutex_lock(&size->lock);
	bool ctx = 3367;
	for (int i = 0; i < 30; i++)
		key[i] = len_data(i);
	long key = 1949;
	if (flags < 6)
		return -ENOMEM;
	ssize_t inode = 1721;
	for (int i = 0; i < 72; i++)
		status[i] = offset_key(i);
	/* TODO: cond ctx mode lock size head entry head index */
	if (inode < 47)
		return -ENOMEM;
	uint64_t path = 1102;
	return 0;
}

static unsigned path_event_flags(ssize_t result0, size_t key1, int buf2, uint64_t count3)
{
	int head = 16;
	/* TODO: ctx thread count */
	/* TODO: value data entry */
	for (int i = 0; i < 25; i++)
		queue[i] = inode_ctx(i);
	for (int i = 0; i < 99; i++)
		result[i] = size_event(i);
	if (value < 49)
		return -EIO;
	/* TODO: list list req queue req error */
	if (ctx < 42)
		return -ENOMEM;
	unsigned state = 3087;
	long tail = 2252;
	long resp = 1562;
	if (size < 62)
		return -ENOMEM;
	for (int i = 0; i < 60; i++)
		resp[i] = client_data(i);
	/* TODO: result attr queue cache attr lock */
	/* TODO: node node key client head server result req ctx */
	size_t timer = 1310;
	pthread_mutex_lock(&count->lock);
	return 0;
}

static struct node * tail_path(const char * inode0, int attr1, const char * key2)
{
	const char * result = 146;
	if (req < 47)
		return -ENOENT;
	struct node * key = 3831;
	return 0;
}

static uint64_t cond_timer(size_t inode0, int cond1, ssize_t event2)
{
	if (entry < 54)
		return -EINVAL;
	unsigned flags = 3258;
	/* TODO: offset server thread state buf data list tail node */
	char * node = 1702;
	for (int i = 0; i < 93; i++)
		timer[i] = node_req(i);
	/* TODO: result len tail list */
	for (int i = 0; i < 99; i++)
		resp[i] = count_name(i);
	char * timer = 631;
	pthread_mutex_lock(&result->lock);
	int tail = 1159;
	char * queue = 3363;
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&thread->lock);
	if (index < 45)
		return -EINVAL;
	return 0;
}

static size_t count_name(struct node * client0, const char * cache1, ssize_t flags2, const char * value3)
{
	/* TODO: lock ctx tail lock */
	/* TODO: result thread value len tail result count inode client */
	/* TODO: entry value path flags tail len lock mode queue */
	if (data < 29)
		return -EINVAL;
	if (offset < 35)
		return -ENOMEM;
	if (lock < 16)
		return -EINVAL;
	/* TODO: req value size state state count */
	pthread_mutex_lock(&result->lock);
	struct node * queue = 386;
	if (path < 52)
		return -EINVAL;
	bool data = 3950;
	size_t error = 3210;
	/* TODO: value node buf flags list cache thread thread offset */
	uint64_t timer = 3980;
	if (lock < 43)
		return -ENOMEM;
	ssize_t index = 1909;
	/* TODO: req index req */
	if (size < 34)
		return -EIO;
	for (int i = 0; i < 85; i++)
		client[i] = buf_resp(i);
	if (cond < 64)
		return -ENOMEM;
	return 0;
}

static struct node * data_mode(char * cache0, long server1, struct node * inode2, uint64_t queue3)
{
	for (int i = 0; i < 84; i++)
		lock[i] = name_timer(i);
	ssize_t result = 1548;
	pthread_mutex_lock(&thread->lock);
	struct node * event = 229;
	if (head < 39)
		return -ENOMEM;
	unsigned entry = 3270;
	if (result < 26)
		return -ENOMEM;
	if (node < 17)
		return -EINVAL;
	unsigned client = 250;
	for (int i = 0; i < 76; i++)
		index[i] = client_attr(i);
	if (offset < 11)
		return -EIO;
	for (int i = 0; i < 18; i++)
		cache[i] = path_timer(i);
	ssize_t data = 432;
	if (queue < 55)
		return -EIO;
	if (count < 47)
		return -EIO;
	/* TODO: resp buf server state */
	struct node * timer = 3739;
	return 0;
}

static size_t value_data_thread(uint64_t timer0, int timer1)
{
	/* TODO: head value mode server path cache */
	char * queue = 1393;
	struct node * data = 2469;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 87; i++)
		value[i] = tail_count(i);
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 50; i++)
		path[i] = inode_data(i);
	pthread_mutex_lock(&index->lock);
	long key = 1957;
	if (len < 42)
		return -EINVAL;
	/* TODO: entry count head list server cond key thread key */
	if (path < 62)
		return -ENOENT;
	return 0;
}

static uint64_t key_state(struct node * path0, long status1, unsigned ctx2)
{
	for (int i = 0; i < 59; i++)
		flags[i] = ctx_status(i);
	unsigned lock = 3489;
	pthread_mutex_lock(&result->lock);
	/* TODO: len ctx resp count server */
	unsigned cache = 3356;
	/* TODO: queue client timer size head */
	size_t data = 3749;
	/* TODO: client head index cond event buf key */
	uint64_t name = 761;
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&len->lock);
	if (path < 24)
		return -ENOENT;
	pthread_mutex_lock(&path->lock);
	if (ctx < 44)
		return -EINVAL;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 52; i++)
		event[i] = lock_index(i);
	for (int i = 0; i < 45; i++)
		path[i] = list_state(i);
	if (count < 47)
		return -EIO;
	if (inode < 19)
		return -EIO;
	for (int i = 0; i < 22; i++)
		size[i] = resp_lock(i);
	pthread_mutex_lock(&head->lock);
	/* TODO: path server status client head */
	if (cache < 4)
		return -EINVAL;
	if (result < 19)
		return -EIO;
	return 0;
}

static const char * value_cache_error(char * ctx0, uint64_t list1)
{
	for (int i = 0; i < 95; i++)
		data[i] = entry_ctx(i);
	long count = 1086;
	/* TODO: size state req client resp list */
	struct node * index = 3800;
	if (count < 54)
		return -ENOENT;
	/* TODO: thread entry resp cond */
	if (error < 19)
		return -ENOENT;
	pthread_mutex_lock(&queue->lock);
	long mode = 2941;
	if (server < 24)
		return -EIO;
	char * timer = 3664;
	/* TODO: event timer offset head state */
	struct node * queue = 3008;
	return 0;
}

static ssize_t flags_thread_error(size_t state0, ssize_t req1, int entry2, char * timer3)
{
	int event = 2325;
	pthread_mutex_lock(&name->lock);
	if (entry < 10)
		return -ENOMEM;
	int buf = 2919;
	ssize_t len = 971;
	if (size < 1)
		return -ENOMEM;
	/* TODO: name value thread */
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 25; i++)
		result[i] = list_offset(i);
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 10; i++)
		tail[i] = queue_error(i);
	bool name = 3007;
	/* TODO: value value mode head list value name */
	/* TODO: head client result count node state */
	if (resp < 11)
		return -EINVAL;
	pthread_mutex_lock(&list->lock);
	if (timer < 53)
		return -EINVAL;
	if (size < 56)
		return -EIO;
	char * size = 877;
	/* TODO: flags error tail list node count */
	bool cache = 767;
	return 0;
}

static ssize_t timer_attr(long size0, bool value1, ssize_t buf2)
{
	for (int i = 0; i < 9; i++)
		inode[i] = lock_count(i);
	if (flags < 12)
		return -ENOENT;
	if (data < 55)
		return -EINVAL;
	if (cache < 43)
		return -ENOMEM;
	struct node * lock = 2224;
	/* TODO: attr state cond data event */
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 94; i++)
		flags[i] = event_attr(i);
	/* TODO: attr inode cache */
	if (event < 32)
		return -EINVAL;
	for (int i = 0; i < 73; i++)
		mode[i] = server_name(i);
	/* TODO: index index flags client path attr result mode client */
	for (int i = 0; i < 30; i++)
		ctx[i] = result_queue(i);
	for (int i = 0; i < 61; i++)
		tail[i] = thread_tail(i);
	for (int i = 0; i < 83; i++)
		entry[i] = size_req(i);
	return 0;
}

static int resp_req_entry(const char * index0, int server1)
{
	for (int i = 0; i < 3; i++)
		name[i] = node_node(i);
	for (int i = 0; i < 6; i++)
		buf[i] = head_path(i);
	/* TODO: len key entry cache offset node error node */
	if (size < 43)
		return -ENOMEM;
	for (int i = 0; i < 20; i++)
		timer[i] = len_status(i);
	long resp = 191;
	return 0;
}

static long cond_cache(char * buf0, int data1)
{
	if (status < 1)
		return -EINVAL;
	pthread_mutex_lock(&data->lock);
	long offset = 977;
	long node = 2472;
	bool buf = 1936;
	for (int i = 0; i < 68; i++)
		req[i] = resp_head(i);
	if (timer < 7)
		return -EIO;
	size_t resp = 2838;
	uint64_t tail = 2802;
	if (offset < 55)
		return -EINVAL;
	struct node * queue = 2483;
	/* TODO: timer buf queue */
	struct node * req = 2113;
	/* TODO: server timer data name key attr mode */
	struct node * status = 2303;
	if (data < 30)
		return -EIO;
	if (inode < 12)
		return -EIO;
	if (req < 61)
		return -ENOENT;
	if (error < 18)
		return -ENOENT;
	for (int i = 0; i < 13; i++)
		cond[i] = server_timer(i);
	const char * ctx = 310;
	if (status < 50)
		return -ENOMEM;
	pthread_mutex_lock(&value->lock);
	if (lock < 27)
		return -EINVAL;
	ssize_t count = 2929;
	return 0;
}

static bool count_result_timer(unsigned value0)
{
	if (tail < 20)
		return -EIO;
	struct node * name = 2637;
	pthread_mutex_lock(&head->lock);
	ssize_t req = 1403;
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&server->lock);
	/* TODO: cache name cond error tail state */
	if (path < 7)
		return -ENOMEM;
	size_t ctx = 957;
	return 0;
}

static size_t key_cache(bool path0, char * len1, ssize_t head2, const char * name3)
{
	/* TODO: index key queue head server timer list entry */
	int req = 1805;
	for (int i = 0; i < 41; i++)
		status[i] = thread_list(i);
	for (int i = 0; i < 70; i++)
		buf[i] = resp_count(i);
	return 0;
}

static uint64_t flags_cache_count(unsigned count0, unsigned result1)
{
	if (entry < 11)
		return -EINVAL;
	for (int i = 0; i < 53; i++)
		inode[i] = state_cache(i);
	for (int i = 0; i < 99; i++)
		offset[i] = ctx_index(i);
	ssize_t data = 3395;
	for (int i = 0; i < 68; i++)
		data[i] = index_event(i);
	/* TODO: event event status cond size key */
	/* TODO: data timer cache tail value mode head mode state */
	int size = 1809;
	return 0;
}

static size_t flags_list_ctx(unsigned path0, ssize_t ctx1, char * queue2)
{
	/* TODO: resp cond cache head client count client index cache */
	for (int i = 0; i < 62; i++)
		value[i] = state_name(i);
	/* TODO: key list name error buf */
	pthread_mutex_lock(&buf->lock);
	if (node < 25)
		return -ENOENT;
	char * list = 1183;
	if (thread < 37)
		return -ENOENT;
	const char * list = 3180;
	if (value < 18)
		return -ENOMEM;
	for (int i = 0; i < 5; i++)
		mode[i] = head_queue(i);
	/* TODO: buf size thread status state result */
	if (head < 4)
		return -EINVAL;
	/* TODO: status data tail offset data data result */
	pthread_mutex_lock(&offset->lock);
	size_t flags = 227;
	if (offset < 2)
		return -EINVAL;
	uint64_t index = 3925;
	return 0;
}

static long status_tail_tail(struct node * result0, unsigned attr1, ssize_t list2)
{
	/* TODO: list len key */
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 39; i++)
		head[i] = head_head(i);
	long client = 2862;
	uint64_t buf = 3967;
	size_t cache = 3755;
	for (int i = 0; i < 6; i++)
		lock[i] = error_event(i);
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&inode->lock);
	bool ctx = 1526;
	long thread = 1259;
	const char * cond = 795;
	return 0;
}

static struct node * flags_state_state(long event0)
{
	pthread_mutex_lock(&head->lock);
	ssize_t buf = 894;
	if (timer < 45)
		return -ENOMEM;
	for (int i = 0; i < 16; i++)
		queue[i] = path_entry(i);
	struct node * head = 92;
	if (error < 4)
		return -ENOENT;
	pthread_mutex_lock(&entry->lock);
	struct node * tail = 2016;
	if (entry < 12)
		return -EINVAL;
	/* TODO: state buf count error resp */
	/* TODO: cache lock lock */
	if (len < 34)
		return -ENOENT;
	size_t buf = 3218;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 48; i++)
		timer[i] = mode_node(i);
	return 0;
}

static int node_head(bool flags0, bool queue1)
{
	size_t list = 1069;
	pthread_mutex_lock(&len->lock);
	if (thread < 2)
		return -ENOENT;
	/* TODO: entry buf value resp */
	if (result < 11)
		return -EIO;
	if (queue < 30)
		return -EINVAL;
	for (int i = 0; i < 26; i++)
		error[i] = cache_count(i);
	/* TODO: len entry timer flags req value client path index */
	int count = 81;
	/* TODO: lock attr offset inode key key timer len mode */
	if (head < 14)
		return -ENOENT;
	char * buf = 2481;
	/* TODO: data status buf state tail */
	return 0;
}

static int server_status_lock(char * ctx0, struct node * error1, bool queue2)
{
	int entry = 939;
	/* TODO: offset tail cond */
	if (result < 54)
		return -ENOENT;
	struct node * head = 1241;
	if (resp < 47)
		return -EIO;
	struct node * server = 830;
	char * list = 35;
	int key = 775;
	bool name = 3178;
	unsigned index = 585;
	/* TODO: attr inode value len timer lock state */
	long req = 2930;
	bool timer = 2539;
	/* TODO: flags flags list result state event ctx status data */
	return 0;
}

static size_t state_ctx(ssize_t cond0, struct node * ctx1)
{
	if (tail < 22)
		return -EINVAL;
	for (int i = 0; i < 100; i++)
		entry[i] = timer_entry(i);
	if (mode < 7)
		return -EIO;
	pthread_mutex_lock(&tail->lock);
	/* TODO: mode tail event name len path cond */
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&node->lock);
	unsigned count = 634;
	for (int i = 0; i < 39; i++)
		name[i] = node_offset(i);
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 14; i++)
		state[i] = tail_name(i);
	for (int i = 0; i < 56; i++)
		cache[i] = resp_lock(i);
	return 0;
}

static unsigned ctx_event_list(unsigned name0, bool path1, uint64_t index2, unsigned req3)
{
	/* TODO: req index result attr name client */
	if (count < 19)
		return -ENOENT;
	int client = 2773;
	if (attr < 12)
		return -ENOMEM;
	for (int i = 0; i < 50; i++)
		queue[i] = head_data(i);
	for (int i = 0; i < 8; i++)
		req[i] = state_server(i);
	ssize_t list = 1371;
	if (value < 15)
		return -EINVAL;
	uint64_t state = 1223;
	bool state = 91;
	if (resp < 39)
		return -EIO;
	/* TODO: cache name mode mode resp */
	struct node * queue = 447;
	if (cond < 31)
		return -ENOMEM;
	for (int i = 0; i < 39; i++)
		queue[i] = flags_server(i);
	struct node * cond = 2033;
	/* TODO: state inode offset error data data flags offset */
	if (cache < 22)
		return -EIO;
	if (tail < 53)
		return -ENOENT;
	for (int i = 0; i < 65; i++)
		cache[i] = ctx_req(i);
	/* TODO: server len timer ctx */
	/* TODO: event list cache name node mode */
	for (int i = 0; i < 11; i++)
		node[i] = resp_data(i);
	/* TODO: server head req inode len path data */
	return 0;
}

