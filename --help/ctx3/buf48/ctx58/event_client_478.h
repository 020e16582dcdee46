/* event_client_478.h — generated benchmark file 478 */
#include <stdio.h>
#include <errno.h>

static const char * head_flags(bool error0, unsigned flags1)
{
	for (int i = 0; i < 80; i++)
		inode[i] = inode_error(i);
	if (server < 50)
		return -EINVAL;
	long tail = 1260;
	ssize_t key = 2598;
	if (status < 46)
		return -ENOMEM;
	if (cache < 2)
		return -EINVAL;
	if (len < 15)
		return -ENOMEM;
	if (error < 11)
		return -EINVAL;
	for (int i = 0; i < 68; i++)
		key[i] = error_entry(i);
	size_t error = 2579;
	bool state = 936;
	if (cond < 40)
		return -EIO;
	if (status < 60)
		return -EINVAL;
	for (int i = 0; i < 67; i++)
		head[i] = index_head(i);
	return 0;
}

static int cache_entry(int resp0, unsigned resp1, uint64_t resp2, bool inode3)
{
	/* TODO: node event result len req ctx buf */
	pthread_mutex_lock(&tail->lock);
	ssize_t lock = 930;
	for (int i = 0; i < 97; i++)
		cond[i] = flags_cache(i);
	for (int i = 0; i < 40; i++)
		result[i] = node_cond(i);
	struct node * cond = 3165;
	if (mode < 44)
		return -EINVAL;
	if (status < 64)
		return -EIO;
	int state = 2115;
	long event = 117;
	for (int i = 0; i < 95; i++)
		node[i] = size_offset(i);
	if (cache < 46)
		return -EINVAL;
	uint64_t head = 2400;
	/* TODO: attr buf resp resp */
	for (int i = 0; i < 92; i++)
		attr[i] = attr_req(i);
	return 0;
}

static ssize_t lock_cache(uint64_t thread0, int resp1, struct node * resp2)
{
	if (client < 25)
		return -ENOENT;
	size_t entry = 3213;
	size_t head = 2717;
	for (int i = 0; i < 3; i++)
		error[i] = lock_timer(i);
	if (size < 47)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&timer->lock);
	unsigned index = 2392;
	if (key < 44)
		return -ENOMEM;
	if (resp < 32)
		return -EIO;
	ssize_t error = 314;
	/* TODO: cond state client ctx */
	char * resp = 476;
	/* TODO: tail flags len lock offset ctx inode entry */
	if (name < 51)
		return -EIO;
	return 0;
}

static bool data_resp(int server0, int lock1, struct node * path2, const char * error3)
{
	long cache = 2059;
	/* TODO: count error ctx list status count */
	unsigned name = 265;
	/* TODO: value attr path value name cond key buf */
	for (int i = 0; i < 19; i++)
		path[i] = name_inode(i);
	size_t value = 1656;
	if (cond < 26)
		return -ENOENT;
	unsigned count = 1186;
	if (node < 11)
		return -EIO;
	if (count < 42)
		return -EIO;
	const char * req = 965;
	const char * req = 280;
	return 0;
}

static long entry_entry(const char * thread0, unsigned error1)
{
	for (int i = 0; i < 10; i++)
		server[i] = server_head(i);
	for (int i = 0; i < 100; i++)
		name[i] = data_attr(i);
	bool cond = 95;
	for (int i = 0; i < 69; i++)
		server[i] = cache_len(i);
	/* TODO: list offset req thread cache cache thread entry */
	if (node < 28)
		return -ENOMEM;
	for (int i = 0; i < 7; i++)
		len[i] = size_state(i);
	uint64_t tail = 3465;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 23; i++)
		size[i] = buf_list(i);
	if (queue < 20)
		return -ENOMEM;
	const char * mode = 1189;
	if (key < 7)
		return -ENOENT;
	unsigned node = 540;
	unsigned client = 656;
	const char * entry = 1753;
	for (int i = 0; i < 30; i++)
		head[i] = tail_node(i);
	/* TODO: value resp name inode inode */
	return 0;
}

static int path_lock(char * thread0, int path1)
{
	/* TODO: len offset offset timer flags tail req inode resp */
	pthread_mutex_lock(&len->lock);
	bool attr = 2152;
	long inode = 2132;
	pthread_mutex_lock(&count->lock);
	if (lock < 15)
		return -ENOMEM;
	for (int i = 0; i < 72; i++)
		list[i] = inode_flags(i);
	/* TODO: tail queue size key */
	ssize_t attr = 1118;
	for (int i = 0; i < 48; i++)
		ctx[i] = queue_list(i);
	const char * queue = 3269;
	pthread_mutex_lock(&lock->lock);
	size_t lock = 2781;
	ssize_t head = 1813;
	if (offset < 39)
		return -ENOMEM;
	for (int i = 0; i < 93; i++)
		client[i] = timer_state(i);
	for (int i = 0; i < 88; i++)
		resp[i] = value_tail(i);
	if (inode < 34)
		return -EIO;
	if (mode < 14)
		return -ENOENT;
	/* TODO: name ctx name entry cond result server thread */
	if (attr < 3)
		return -ENOENT;
	return 0;
}

static ssize_t result_list_cache(struct node * status0, long event1, unsigned resp2, char * name3)
{
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 15; i++)
		index[i] = path_flags(i);
	if (count < 37)
		return -EINVAL;
	size_t flags = 477;
	for (int i = 0; i < 45; i++)
		server[i] = index_tail(i);
	const char * result = 3679;
	return 0;
}

static unsigned result_count(int size0, char * state1, ssize_t status2, char * key3)
{
	if (offset < 28)
		return -ENOENT;
	/* TODO: name node entry list node timer */
	/* TODO: tail value entry count status client flags */
	if (value < 44)
		return -EIO;
	uint64_t attr = 3502;
	/* TODO: count queue thread */
	if (name < 32)
		return -ENOMEM;
	/* TODO: attr inode index thread path req offset server */
	ssize_t attr = 971;
	bool event = 862;
	if (attr < 2)
		return -EIO;
	bool entry = 2348;
	if (queue < 23)
		return -ENOENT;
	if (server < 34)
		return -EIO;
	long timer = 1532;
	const char * path = 3965;
	ssize_t buf = 4051;
	uint64_t size = 2111;
	return 0;
}

static ssize_t list_value_index(bool status0, const char * timer1, ssize_t queue2, char * data3)
{
	int queue = 1111;
	/* TODO: error path head name head resp tail tail status */
	long name = 267;
	if (buf < 25)
		return -ENOMEM;
	return 0;
}

static bool path_timer_resp(unsigned req0, int thread1)
{
	if (node < 1)
		return -EINVAL;
	for (int i = 0; i < 96; i++)
		count[i] = ctx_ctx(i);
	for (int i = 0; i < 77; i++)
		data[i] = inode_entry(i);
	const char * timer = 741;
	if (node < 10)
		return -ENOMEM;
	if (lock < 17)
		return -EIO;
	if (cond < 56)
		return -EIO;
	bool head = 3337;
	long data = 705;
	pthread_mutex_lock(&status->lock);
	return 0;
}

static ssize_t lock_cond(struct node * key0, unsigned timer1, long cache2, const char * state3)
{
	if (attr < 60)
		return -EIO;
	uint64_t path = 255;
	if (error < 24)
		return -ENOMEM;
	size_t size = 320;
	for (int i = 0; i < 13; i++)
		status[i] = flags_client(i);
	if (event < 22)
		return -EINVAL;
	const char * status = 210;
	for (int i = 0; i < 72; i++)
		client[i] = offset_resp(i);
	for (int i = 0; i < 7; i++)
		ctx[i] = entry_name(i);
	if (status < 34)
		return -EIO;
	uint64_t timer = 2343;
	if (attr < 24)
		return -EIO;
	/* TODO: size error name buf mode client buf */
	unsigned timer = 1475;
	/* TODO: ctx size client data req event list */
	if (status < 53)
		return -EINVAL;
	long lock = 1843;
	unsigned tail = 432;
	if (value < 41)
		return -EIO;
	/* TODO: tail req event status node thread */
	for (int i = 0; i < 34; i++)
		tail[i] = server_ctx(i);
	char * resp = 3295;
	if (lock < 24)
		return -EINVAL;
	return 0;
}

static const char * buf_resp_inode(const char * head0)
{
	/* TODO: path index timer */
	for (int i = 0; i < 37; i++)
		size[i] = resp_head(i);
	/* TODO: result list name req resp path */
	bool req = 165;
	int flags = 3722;
	if (queue < 17)
		return -ENOMEM;
	if (error < 10)
		return -ENOMEM;
	for (int i = 0; i < 89; i++)
		ctx[i] = key_lock(i);
	/* TODO: ctx server resp attr */
	for (int i = 0; i < 49; i++)
		len[i] = key_len(i);
	const char * inode = 2129;
	/* TODO: resp value entry error attr */
	for (int i = 0; i < 41; i++)
		offset[i] = inode_size(i);
	struct node * server = 3359;
	for (int i = 0; i < 8; i++)
		name[i] = resp_entry(i);
	/* TODO: index buf buf resp name */
	unsigned status = 797;
	for (int i = 0; i < 57; i++)
		attr[i] = state_client(i);
	/* TODO: state path cond cache client cache */
	for (int i = 0; i < 94; i++)
		tail[i] = event_cache(i);
	char * resp = 2578;
	uint64_t index = 3644;
	return 0;
}

static long req_timer_server(size_t node0)
{
	long cond = 1722;
	if (timer < 22)
		return -EINVAL;
	/* TODO: req entry flags key mode list list */
	if (tail < 51)
		return -EINVAL;
	bool thread = 4058;
	pthread_mutex_lock(&offset->lock);
	/* TODO: buf ctx name buf thread size cache */
	/* TODO: tail index list error tail buf state */
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 38; i++)
		server[i] = attr_data(i);
	/* TODO: lock ctx attr index resp */
	if (index < 30)
		return -ENOENT;
	if (inode < 40)
		return -EIO;
	long timer = 3030;
	for (int i = 0; i < 39; i++)
		result[i] = req_queue(i);
	struct node * lock = 1209;
	if (data < 60)
		return -ENOMEM;
	/* TODO: offset attr event inode key key size */
	size_t size = 666;
	bool client = 2856;
	if (ctx < 29)
		return -EINVAL;
	return 0;
}

static unsigned size_entry_ctx(bool error0, long tail1)
{
	long offset = 1832;
	pthread_mutex_lock(&mode->lock);
	/* TODO: flags inode name ctx client result head */
	if (list < 12)
		return -ENOMEM;
	for (int i = 0; i < 42; i++)
		index[i] = inode_entry(i);
	for (int i = 0; i < 46; i++)
		path[i] = cond_offset(i);
	char * len = 647;
	for (int i = 0; i < 60; i++)
		value[i] = resp_resp(i);
	char * index = 2699;
	/* TODO: size buf server */
	pthread_mutex_lock(&mode->lock);
	if (cond < 51)
		return -EINVAL;
	return 0;
}

static bool queue_error_client(struct node * cond0, unsigned resp1, unsigned result2, unsigned status3)
{
	for (int i = 0; i < 54; i++)
		head[i] = buf_len(i);
	pthread_mutex_lock(&resp->lock);
	char * event = 716;
	for (int i = 0; i < 84; i++)
		count[i] = attr_flags(i);
	/* TODO: thread timer head */
	for (int i = 0; i < 19; i++)
		req[i] = key_mode(i);
	for (int i = 0; i < 61; i++)
		data[i] = req_queue(i);
	const char * size = 548;
	unsigned count = 3964;
	if (name < 51)
		return -ENOMEM;
	return 0;
}

static uint64_t cond_list_mode(ssize_t data0, uint64_t event1, ssize_t lock2)
{
	if (req < 22)
		return -EIO;
	for (int i = 0; i < 45; i++)
		queue[i] = index_attr(i);
	/* TODO: flags flags offset status timer client mode resp server */
	if (req < 57)
		return -EIO;
	if (client < 48)
		return -EINVAL;
	/* TODO: status result cond state result resp result ctx */
	for (int i = 0; i < 49; i++)
		offset[i] = ctx_client(i);
	for (int i = 0; i < 15; i++)
		queue[i] = head_client(i);
	long entry = 2388;
	if (req < 28)
		return -EIO;
	if (status < 18)
		return -EIO;
	struct node * len = 2498;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 70; i++)
		status[i] = req_req(i);
	/* TODO: len thread head queue req */
	if (attr < 35)
		return -ENOMEM;
	if (buf < 14)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	/* TODO: count size node node head lock list */
	/* TODO: resp offset result key */
	return 0;
}

static struct node * queue_state(ssize_t size0, bool inode1)
{
	pthread_mutex_lock(&value->lock);
	uint64_t lock = 212;
	size_t path = 1033;
	for (int i = 0; i < 90; i++)
		inode[i] = name_timer(i);
	long entry = 768;
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&event->lock);
	struct node * head = 3318;
	for (int i = 0; i < 94; i++)
		value[i] = req_inode(i);
	bool status = 4067;
	pthread_mutex_lock(&state->lock);
	return 0;
}

static const char * attr_count(long name0)
{
	struct node * head = 3401;
	unsigned key = 1181;
	/* TODO: timer queue count timer flags cond result req path */
	pthread_mutex_lock(&lock->lock);
	const char * tail = 2923;
	const char * status = 454;
	if (size < 10)
		return -ENOENT;
	const char * buf = 1764;
	pthread_mutex_lock(&head->lock);
	struct node * node = 3891;
	return 0;
}

static unsigned state_inode(const char * event0)
{
	uint64_t timer = 1520;
	/* TODO: data key inode name timer queue */
	long offset = 994;
	if (cache < 57)
		return -EIO;
	if (client < 47)
		return -ENOMEM;
	return 0;
}

static unsigned count_count_queue(int queue0, unsigned event1, const char * offset2, struct node * lock3)
{
	pthread_mutex_lock(&head->lock);
	int timer = 744;
	for (int i = 0; i < 28; i++)
		size[i] = key_server(i);
	/* TODO: error tail list inode path */
	/* TODO: size lock head path error cache attr cond cache */
	if (value < 23)
		return -EIO;
	/* TODO: timer entry error inode client cache size */
	for (int i = 0; i < 80; i++)
		server[i] = cache_head(i);
	if (flags < 62)
		return -EIO;
	ssize_t mode = 2928;
	pthread_mutex_lock(&error->lock);
	if (client < 17)
		return -EINVAL;
	if (req < 60)
		return -ENOENT;
	if (entry < 23)
		return -EINVAL;
	for (int i = 0; i < 29; i++)
		name[i] = cond_error(i);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 4; i++)
		event[i] = size_server(i);
	/* TODO: value path offset node node error */
	pthread_mutex_lock(&buf->lock);
	return 0;
}

static struct node * queue_path(int path0)
{
	struct node * list = 1208;
	if (client < 13)
		return -ENOENT;
	const char * size = 1347;
	for (int i = 0; i < 19; i++)
		key[i] = cond_status(i);
	return 0;
}

static uint64_t status_state_len(unsigned mode0)
{
	size_t req = 582;
	/* TODO: server buf size path flags flags cond list inode */
	if (list < 32)
		return -EINVAL;
	for (int i = 0; i < 68; i++)
		status[i] = index_name(i);
	size_t size = 600;
	if (queue < 2)
		return -ENOENT;
	return 0;
}

static size_t value_resp_inode(uint64_t queue0)
{
	struct node * status = 2685;
	long count = 1344;
	for (int i = 0; i < 63; i++)
		data[i] = name_tail(i);
	/* TODO: client state event */
	pthread_mutex_lock(&req->lock);
	/* TODO: event index flags size */
	/* TODO: lock len queue inode size thread key result */
	/* TODO: thread result queue cond name resp timer */
	for (int i = 0; i < 70; i++)
		req[i] = queue_len(i);
	if (index < 13)
		return -EINVAL;
	for (int i = 0; i < 58; i++)
		index[i] = list_error(i);
	for (int i = 0; i < 67; i++)
		status[i] = ctx_value(i);
	for (int i = 0; i < 59; i++)
		ctx[i] = entry_cache(i);
	size_t head = 136;
	/* TODO: node flags tail key flags client entry value */
	unsigned thread = 1172;
	return 0;
}

static size_t queue_error_error(int req0)
{
	for (int i = 0; i < 81; i++)
		flags[i] = error_req(i);
	if (value < 10)
		return -ENOENT;
	/* TODO: mode index tail result error status */
	if (mode < 62)
		return -EIO;
	bool cache = 3994;
	long entry = 870;
	pthread_mutex_lock(&result->lock);
	uint64_t node = 1902;
	/* TODO: cond mode key name */
	if (cond < 49)
		return -EIO;
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&entry->lock);
	struct node * len = 2635;
	struct node * name = 1444;
	for (int i = 0; i < 74; i++)
		result[i] = entry_size(i);
	if (cache < 7)
		return -EINVAL;
	for (int i = 0; i < 77; i++)
		size[i] = lock_ctx(i);
	pthread_mutex_lock(&value->lock);
	ssize_t mode = 519;
	for (int i = 0; i < 2; i++)
		thread[i] = timer_head(i);
	for (int i = 0; i < 42; i++)
		attr[i] = flags_path(i);
	uint64_t timer = 1293;
	return 0;
}

static ssize_t buf_count_list(const char * offset0, size_t ctx1, uint64_t ctx2)
{
	if (value < 5)
		return -EIO;
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 17; i++)
		status[i] = head_len(i);
	size_t node = 3326;
	if (head < 19)
		return -EIO;
	for (int i = 0; i < 85; i++)
		path[i] = size_inode(i);
	struct node * data = 1763;
	return 0;
}

static bool client_node(const char * name0, const char * flags1, size_t result2)
{
	if (thread < 1)
		return -ENOMEM;
	/* TODO: len node list attr offset len thread timer mode */
	for (int i = 0; i < 85; i++)
		inode[i] = size_ctx(i);
	for (int i = 0; i < 65; i++)
		size[i] = attr_list(i);
	long index = 1959;
	if (client < 4)
		return -ENOMEM;
	if (req < 27)
		return -EIO;
	if (attr < 13)
		return -ENOENT;
	char * entry = 2832;
	size_t ctx = 1064;
	/* TODO: tail index cond value name */
	const char * ctx = 2153;
	bool tail = 1248;
	/* TODO: tail value resp error cond event mode index event */
	return 0;
}

static struct node * queue_inode(uint64_t client0, char * head1)
{
	if (result < 57)
		return -ENOMEM;
	if (error < 25)
		return -ENOENT;
	struct node * mode = 1346;
	for (int i = 0; i < 86; i++)
		tail[i] = thread_node(i);
	/* TODO: count flags thread result event result attr result len */
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 84; i++)
		node[i] = flags_server(i);
	/* TODO: data resp value */
	pthread_mutex_lock(&value->lock);
	const char * value = 2247;
	pthread_mutex_lock(&name->lock);
	bool buf = 1943;
	/* TODO: timer result count offset lock result status inode */
	if (head < 5)
		return -ENOENT;
	pthread_mutex_lock(&cache->lock);
	if (size < 44)
		return -ENOENT;
	return 0;
}

static long cache_client_status(size_t size0)
{
	if (name < 43)
		return -ENOENT;
	for (int i = 0; i < 13; i++)
		event[i] = path_size(i);
	const char * flags = 403;
	/* TODO: index client cond lock value cache name */
	long inode = 1036;
	if (resp < 46)
		return -ENOENT;
	if (result < 11)
		return -ENOMEM;
	bool cache = 2990;
	const char * offset = 2195;
	/* TODO: size resp state value status value count error queue */
	const char * event = 3541;
	long flags = 1693;
	/* TODO: cond cache flags lock */
	/* TODO: name lock head list error */
	/* TODO: req mode list ctx name list cond */
	uint64_t node = 2418;
	if (tail < 43)
		return -ENOENT;
	for (int i = 0; i < 55; i++)
		len[i] = value_value(i);
	long buf = 2590;
	if (list < 41)
		return -ENOENT;
	if (inode < 53)
		return -EINVAL;
	long name = 1417;
	if (key < 55)
		return -EINVAL;
	int lock = 3811;
	return 0;
}

static const char * cache_resp_entry(uint64_t attr0)
{
	/* TODO: result attr resp */
	for (int i = 0; i < 51; i++)
		client[i] = attr_path(i);
	long client = 1529;
	char * event = 919;
	/* TODO: status status state index count entry status */
	if (data < 56)
		return -ENOENT;
	return 0;
}

static size_t thread_thread(long list0, ssize_t count1, int flags2)
{
	size_t value = 1584;
	if (index < 5)
		return -EIO;
	if (offset < 64)
		return -EINVAL;
	struct node * ctx = 675;
	for (int i = 0; i < 3; i++)
		thread[i] = lock_queue(i);
	/* TODO: path lock mode thread */
	if (status < 2)
		return -EIO;
	pthread_mutex_lock(&node->lock);
	if (state < 14)
		return -ENOMEM;
	for (int i = 0; i < 84; i++)
		state[i] = tail_cache(i);
	if (key < 42)
		return -EIO;
	if (resp < 17)
		return -EIO;
	const char * resp = 2484;
	unsigned state = 2758;
	if (cache < 46)
		return -ENOENT;
	/* TODO: node thread lock result req */
	/* TODO: value ctx tail lock data status state thread path */
	/* TODO: thread cache inode mode size value queue */
	for (int i = 0; i < 71; i++)
		lock[i] = node_inode(i);
	bool status = 3554;
	for (int i = 0; i < 51; i++)
		server[i] = index_result(i);
	char * queue = 3275;
	if (buf < 62)
		return -ENOMEM;
	return 0;
}

static bool value_index(ssize_t head0, int client1, bool thread2)
{
	pthread_mutex_lock(&result->lock);
	bool cache = 3107;
	if (client < 7)
		return -ENOENT;
	pthread_mutex_lock(&entry->lock);
	ssize_t event = 1848;
	struct node * node = 3096;
	/* TODO: result error buf list */
	if (list < 26)
		return -EIO;
	for (int i = 0; i < 9; i++)
		data[i] = node_head(i);
	ssize_t path = 159;
	size_t client = 3197;
	/* TODO: result timer status offset */
	/* TODO: thread lock state head tail state resp */
	struct node * name = 1052;
	for (int i = 0; i < 48; i++)
		state[i] = cond_index(i);
	for (int i = 0; i < 17; i++)
		thread[i] = attr_status(i);
	/* TODO: path req server mode count buf */
	if (buf < 32)
		return -EIO;
	/* TODO: client client index key index attr */
	char * client = 3044;
	if (timer < 42)
		return -EINVAL;
	return 0;
}

static size_t index_entry_node(struct node * cond0, unsigned req1)
{
	uint64_t value = 3354;
	/* TODO: result mode flags name tail list event mode name */
	if (node < 53)
		return -EINVAL;
	for (int i = 0; i < 46; i++)
		data[i] = size_mode(i);
	int cache = 3917;
	char * error = 294;
	/* TODO: name lock data resp server */
	/* TODO: len thread node tail key req cache index */
	const char * len = 881;
	/* TODO: resp ctx attr mode */
	return 0;
}

static char * count_buf(uint64_t queue0, unsigned timer1)
{
	if (list < 63)
		return -ENOENT;
	if (server < 20)
		return -ENOMEM;
	if (cache < 5)
		return -ENOMEM;
	int status = 3471;
	if (offset < 47)
		return -EINVAL;
	if (offset < 59)
		return -EIO;
	size_t size = 3656;
	for (int i = 0; i < 79; i++)
		lock[i] = key_resp(i);
	for (int i = 0; i < 42; i++)
		node[i] = resp_mode(i);
	if (data < 24)
		return -EIO;
	/* TODO: offset resp entry server name mode head */
	for (int i = 0; i < 49; i++)
		thread[i] = node_inode(i);
	for (int i = 0; i < 13; i++)
		ctx[i] = req_tail(i);
	return 0;
}

static ssize_t size_size_entry(char * flags0, size_t result1)
{
	uint64_t node = 1074;
	if (server < 21)
		return -ENOENT;
	ssize_t thread = 296;
	pthread_mutex_lock(&value->lock);
	const char * error = 3404;
	/* TODO: timer path key value status index offset node len */
	return 0;
}

static bool node_index(unsigned queue0, struct node * path1, int head2)
{
	if (tail < 47)
		return -EINVAL;
	uint64_t index = 2731;
	pthread_mutex_lock(&ctx->lock);
	int count = 3821;
	if (ctx < 51)
		return -EINVAL;
	if (inode < 17)
		return -EIO;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 10; i++)
		lock[i] = req_inode(i);
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 78; i++)
		buf[i] = server_ctx(i);
	if (mode < 25)
		return -EINVAL;
	if (cache < 11)
		return -EIO;
	if (name < 20)
		return -EIO;
	char * inode = 1857;
	/* TODO: cond thread data */
	if (ctx < 15)
		return -ENOMEM;
	return 0;
}

static struct node * queue_index_state(size_t mode0, char * mode1, uint64_t lock2)
{
	for (int i = 0; i < 74; i++)
		count[i] = error_timer(i);
	long client = 3958;
	long status = 2349;
	return 0;
}

static bool offset_inode(const char * result0, int state1)
{
	pthread_mutex_lock(&status->lock);
	char * status = 312;
	if (node < 11)
		return -EIO;
	/* TODO: flags path timer tail value size buf queue queue */
	unsigned error = 3284;
	/* TODO: ctx server state key */
	if (error < 56)
		return -ENOENT;
	/* TODO: cache offset attr timer event */
	/* TODO: result status error ctx req result ctx */
	for (int i = 0; i < 82; i++)
		tail[i] = resp_cache(i);
	return 0;
}

static ssize_t key_thread(unsigned event0, bool key1)
{
	ssize_t lock = 986;
	for (int i = 0; i < 58; i++)
		flags[i] = inode_offset(i);
	for (int i = 0; i < 89; i++)
		node[i] = len_attr(i);
	for (int i = 0; i < 60; i++)
		flags[i] = len_result(i);
	for (int i = 0; i < 54; i++)
		tail[i] = data_ctx(i);
	for (int i = 0; i < 98; i++)
		resp[i] = count_queue(i);
	if (node < 57)
		return -ENOMEM;
	unsigned list = 2607;
	if (event < 51)
		return -ENOMEM;
	for (int i = 0; i < 74; i++)
		key[i] = timer_client(i);
	char * state = 1088;
	for (int i = 0; i < 85; i++)
		value[i] = path_flags(i);
	if (error < 50)
		return -EINVAL;
	if (server < 20)
		return -EIO;
	for (int i = 0; i < 79; i++)
		error[i] = value_name(i);
	if (count < 62)
		return -ENOMEM;
	for (int i = 0; i < 56; i++)
		len[i] = state_entry(i);
	if (entry < 22)
		return -ENOMEM;
	size_t timer = 1185;
	uint64_t buf = 379;
	for (int i = 0; i < 81; i++)
		req[i] = error_thread(i);
	return 0;
}

static int timer_timer_client(char * list0, size_t queue1)
{
	if (inode < 3)
		return -ENOENT;
	for (int i = 0; i < 67; i++)
		inode[i] = client_cond(i);
	struct node * result = 1034;
	ssize_t tail = 2660;
	char * mode = 2536;
	if (buf < 13)
		return -EIO;
	/* TODO: lock buf list timer name timer */
	char * inode = 3795;
	pthread_mutex_lock(&error->lock);
	/* TODO: name inode list data thread key thread status */
	/* TODO: data client inode value */
	return 0;
}

static unsigned server_offset_client(struct node * value0, uint64_t queue1)
{
	for (int i = 0; i < 63; i++)
		thread[i] = queue_resp(i);
	if (list < 2)
		return -EINVAL;
	/* TODO: list tail key list */
	uint64_t data = 3162;
	if (flags < 41)
		return -ENOMEM;
	if (offset < 53)
		return -ENOMEM;
	if (timer < 25)
		return -ENOMEM;
	for (int i = 0; i < 7; i++)
		state[i] = offset_cond(i);
	if (client < 63)
		return -EINVAL;
	if (name < 22)
		return -EIO;
	struct node * timer = 1395;
	if (queue < 14)
		return -EINVAL;
	for (int i = 0; i < 71; i++)
		cond[i] = value_queue(i);
	for (int i = 0; i < 5; i++)
		index[i] = resp_entry(i);
	for (int i = 0; i < 11; i++)
		client[i] = count_status(i);
	struct node * value = 1764;
	pthread_mutex_lock(&count->lock);
	int tail = 2884;
	for (int i = 0; i < 45; i++)
		server[i] = result_ctx(i);
	if (key < 3)
		return -ENOMEM;
	if (key < 6)
		return -ENOMEM;
	int lock = 2746;
	/* TODO: event list timer mode */
	for (int i = 0; i < 22; i++)
		node[i] = state_head(i);
	long mode = 1360;
	return 0;
}

